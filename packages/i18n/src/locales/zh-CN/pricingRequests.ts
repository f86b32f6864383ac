import type { CatalogShape } from '../../shape.js';
import type { pricingRequests as en } from '../en-US/pricingRequests.js';

/** 价格申请（issue 15）的文字：价格匹配、未列出的产品、批量购买、转换并匹配。 */
export const pricingRequests: CatalogShape<typeof en> = {
  validation: {
    urlRequired: '请输入链接',
    urlInvalid: '请输入网址，例如 https://example.com/ssl',
    brandRequired: '请选择品牌',
    brandUnknown: '请从列表中选择品牌',
    productRequired: '请选择证书',
    productUnknown: '请从列表中选择所选品牌的证书',
    emailRequired: '请输入邮箱',
    nameRequired: '请输入姓名',
    certificateRequired: '请输入证书',
    quantityRequired: '请输入数量',
    quantityInvalid: '请输入 1 到 {{n}} 之间的整数',
    vendorRequired: '请输入供应商',
    validityInvalid: '请选择 1、2、3、4 或 5 年',
    fileRequired: '请上传文件',
    oneFile: '请只上传一张图片',
    imageOnly: '该文件不是 PNG、JPEG、WebP 或 GIF 图片（按文件内容判断，与文件名和声明的类型无关）',
    tableInvalid: '未知的申请类型：请使用 priceMatchRequest、unlistedProductRequest 或 bulkBuys',
    wrapperMissing: '请把申请的字段放在名为 {{table}} 的对象中发送',
  },
  kinds: {
    priceMatchRequest: '价格匹配申请',
    unlistedProductRequest: '未列出产品申请',
    bulkBuys: '批量购买申请',
    guarantee: '转换并匹配保证',
  },
  fields: {
    url: '报价链接',
    brand: '品牌',
    product: '证书',
    email: '邮箱',
    name: '姓名',
    certificate: '证书',
    vendor: '供应商',
    quantity: '数量',
    validity: '有效期',
    comments: '备注',
    salesVoucher: '销售凭证',
  },
  placeholders: {
    url: 'https://',
    brand: '选择品牌',
    product: '选择证书',
    validity: '选择年限',
    certificate: '产品名称（按供应商的叫法）',
    vendor: '销售该产品的供应商',
  },
  years_one: '{{count}} 年',
  years_other: '{{count}} 年',
  intro: {
    priceMatchRequest:
      '在别处发现同一证书更便宜？请把报价链接发给我们，我们将匹配该价格。价格匹配可在购买后 {{days}} 天内申请。',
    unlistedProductRequest:
      '想要的证书不在我们的列表中？请告诉我们是哪一款、来自哪个供应商以及数量，我们的销售团队会给您报价。',
    bulkBuys: '需要一次购买很多证书？请申请报价：我们会在 {{from}} 到 {{to}} 小时内答复。',
    guarantee:
      '从其他供应商转过来？请上传您当前证书的销售凭证（近 {{months}} 个月内），我们将按您支付的价格匹配。',
  },
  upload: {
    choose: '选择图片',
    hint: 'PNG、JPEG、WebP 或 GIF，最大 {{mb}} MB。只保留最后选择的文件。',
    tooLarge: '图片超过 {{mb}} MB',
    notImage: '请选择 PNG、JPEG、WebP 或 GIF 图片',
  },
  submit: '提交',
  sent: '您的申请已发送：我们会通过邮件答复您',
  noBrands: '暂无可选的品牌',
  errors: {
    tooMany: '您在短时间内发送了太多申请：请在 {{minutes}} 分钟后再试',
  },
  mail: {
    greeting: '{{name}}，您好：',
    greetingNoName: '您好：',
    confirmSubject: '我们已收到您的申请（编号 {{id}}）：{{kind}}',
    confirmBody:
      '{{greeting}}\n\n感谢您：我们已收到您的申请（编号 {{id}}，{{kind}}）。我们的销售团队会通过 {{email}} 答复您。{{promise}}\n\n您发送的内容：\n{{details}}\n\n证书门户\n',
    bulkPromise: '批量报价会在 {{from}} 到 {{to}} 小时内答复。',
    salesSubject: '{{kind}} {{id}}，来自 {{account}}',
    salesBody:
      '收件箱中有一条新申请（编号 {{id}}，{{kind}}）。\n\n账户：{{account}}（uid {{uid}}）\n发送时间：{{time}} UTC，来自 {{ip}}\n答复地址：{{email}}\n\n{{details}}\n\n查看收件箱：portal requests:list\n',
    months: '{{n}} 个月',
    voucherLine: '销售凭证图片见附件（{{type}}，{{size}} 字节）。',
  },
};
