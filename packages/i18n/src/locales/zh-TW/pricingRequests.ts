import type { CatalogShape } from '../../shape.js';
import type { pricingRequests as en } from '../en-US/pricingRequests.js';

/** 價格申請（issue 15）的文字：價格匹配、未列出的產品、批量購買、轉換並匹配。 */
export const pricingRequests: CatalogShape<typeof en> = {
  validation: {
    urlRequired: '請輸入連結',
    urlInvalid: '請輸入網址，例如 https://example.com/ssl',
    brandRequired: '請選擇品牌',
    brandUnknown: '請從清單中選擇品牌',
    productRequired: '請選擇憑證',
    productUnknown: '請從清單中選擇所選品牌的憑證',
    emailRequired: '請輸入電子郵件',
    nameRequired: '請輸入姓名',
    certificateRequired: '請輸入憑證',
    quantityRequired: '請輸入數量',
    quantityInvalid: '請輸入 1 到 {{n}} 之間的整數',
    vendorRequired: '請輸入供應商',
    validityInvalid: '請選擇 1、2、3、4 或 5 年',
    fileRequired: '請上傳檔案',
    oneFile: '請只上傳一張圖片',
    imageOnly: '該檔案不是 PNG、JPEG、WebP 或 GIF 圖片（依檔案內容判斷，與檔名和聲明的類型無關）',
    tableInvalid: '未知的申請類型：請使用 priceMatchRequest、unlistedProductRequest 或 bulkBuys',
    wrapperMissing: '請把申請的欄位放在名為 {{table}} 的物件中傳送',
  },
  kinds: {
    priceMatchRequest: '價格匹配申請',
    unlistedProductRequest: '未列出產品申請',
    bulkBuys: '批量購買申請',
    guarantee: '轉換並匹配保證',
  },
  fields: {
    url: '報價連結',
    brand: '品牌',
    product: '憑證',
    email: '電子郵件',
    name: '姓名',
    certificate: '憑證',
    vendor: '供應商',
    quantity: '數量',
    validity: '有效期',
    comments: '備註',
    salesVoucher: '銷售憑據',
  },
  placeholders: {
    url: 'https://',
    brand: '選擇品牌',
    product: '選擇憑證',
    validity: '選擇年限',
    certificate: '產品名稱（依供應商的叫法）',
    vendor: '銷售該產品的供應商',
  },
  years_one: '{{count}} 年',
  years_other: '{{count}} 年',
  intro: {
    priceMatchRequest:
      '在別處發現同一憑證更便宜？請把報價連結傳給我們，我們將匹配該價格。價格匹配可在購買後 {{days}} 天內申請。',
    unlistedProductRequest:
      '想要的憑證不在我們的清單中？請告訴我們是哪一款、來自哪個供應商以及數量，我們的銷售團隊會給您報價。',
    bulkBuys: '需要一次購買很多憑證？請申請報價：我們會在 {{from}} 到 {{to}} 小時內答覆。',
    guarantee:
      '從其他供應商轉過來？請上傳您目前憑證的銷售憑據（近 {{months}} 個月內），我們將依您支付的價格匹配。',
  },
  upload: {
    choose: '選擇圖片',
    hint: 'PNG、JPEG、WebP 或 GIF，最大 {{mb}} MB。只保留最後選擇的檔案。',
    tooLarge: '圖片超過 {{mb}} MB',
    notImage: '請選擇 PNG、JPEG、WebP 或 GIF 圖片',
  },
  submit: '提交',
  sent: '您的申請已傳送：我們會透過電子郵件答覆您',
  noBrands: '暫無可選的品牌',
  errors: {
    tooMany: '您在短時間內傳送了太多申請：請在 {{minutes}} 分鐘後再試',
  },
  mail: {
    greeting: '{{name}}，您好：',
    greetingNoName: '您好：',
    confirmSubject: '我們已收到您的申請（編號 {{id}}）：{{kind}}',
    confirmBody:
      '{{greeting}}\n\n感謝您：我們已收到您的申請（編號 {{id}}，{{kind}}）。我們的銷售團隊會透過 {{email}} 答覆您。{{promise}}\n\n您傳送的內容：\n{{details}}\n\n憑證入口網站\n',
    bulkPromise: '批量報價會在 {{from}} 到 {{to}} 小時內答覆。',
    salesSubject: '{{kind}} {{id}}，來自 {{account}}',
    salesBody:
      '收件匣中有一則新申請（編號 {{id}}，{{kind}}）。\n\n帳戶：{{account}}（uid {{uid}}）\n傳送時間：{{time}} UTC，來自 {{ip}}\n答覆地址：{{email}}\n\n{{details}}\n\n查看收件匣：portal requests:list\n',
    months: '{{n}} 個月',
    voucherLine: '銷售憑據圖片見附件（{{type}}，{{size}} 位元組）。',
  },
};
