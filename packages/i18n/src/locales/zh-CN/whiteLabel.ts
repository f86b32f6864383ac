import type { CatalogShape } from '../../shape.js';
import type { whiteLabel as en } from '../en-US/whiteLabel.js';

const image = (name: string) => ({
  empty: `请填写${name}地址（空值表示清除）`,
  tooLong: `${name}地址超过 {{max}} 个字符`,
  scheme: `${name}地址 "{{value}}" 必须是本门户的路径（以 / 开头）或 https:// 地址；http:、javascript: 等其他协议会被拒绝`,
  malformed: `${name}地址 "{{value}}" 不是有效的门户路径或 https:// 地址`,
});

/** 白标（issue 17）的文字：给运营人员的拒绝理由、合作伙伴标识、白标商城介绍页。 */
export const whiteLabel: CatalogShape<typeof en> = {
  errors: {
    host: '主机 "{{value}}" 不是主机名或 IP 地址（不含端口或路径，最多 {{max}} 个字符）',
    titleTooLong: '站点标题超过 {{max}} 个字符',
    titleMarkup: '站点标题必须是纯文本，不能包含 < > 或控制字符',
    copyrightTooLong: '版权文字超过 {{max}} 个字符',
    copyrightMarkup: '版权文字必须是纯文本，不能包含 < > 或控制字符',
    logo: image('Logo '),
    loginLogo: image('登录页 Logo '),
    favicon: image('网站图标'),
    notFound: '主机 {{host}} 没有自己的皮肤',
  },
  partner: {
    tag: '合作伙伴',
    badge: '{{title}} 合作伙伴',
  },
  offer: {
    title: '您的白标商城解决方案',
    intro: '以您自己的品牌经营证书商城：客户向您购买，其余工作由我们在幕后完成。',
    items: {
      logo: { title: '上传您的 Logo', text: '客户看到的每个页面都显示您的 Logo。' },
      domain: { title: '设置您的域名', text: '商城使用您自己的域名访问。' },
      payment: { title: '设置您的支付方式', text: '自行选择客户的付款方式。' },
      prices: { title: '设置您自己的价格', text: '逐个产品决定您的利润。' },
      customersPayYou: { title: '客户直接向您付款', text: '每笔销售的款项直接归您所有。' },
      support: { title: '7×24 小时支持', text: '我们的团队全天候为您和您的客户提供帮助。' },
      modules: { title: '定制模块与本地语言', text: '提供您需要的模块，使用您市场的语言。' },
      library: { title: '产品库', text: '我们经营的各品牌证书，随时可以销售。' },
      advertising: { title: '广告投入', text: '经评估您的商城后，我们将投入广告推广。' },
    },
    contact: '有兴趣？请写信给我们的销售团队：{{email}}',
    mail: '发邮件给销售',
    pricing: '咨询批量价格',
    subject: '白标商城',
  },
};
