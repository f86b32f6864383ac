import type { CatalogShape } from '../../shape.js';
import type { whiteLabel as en } from '../en-US/whiteLabel.js';

const image = (name: string) => ({
  empty: `請填寫${name}位址（空值表示清除）`,
  tooLong: `${name}位址超過 {{max}} 個字元`,
  scheme: `${name}位址 "{{value}}" 必須是本入口網站的路徑（以 / 開頭）或 https:// 位址；http:、javascript: 等其他協定會被拒絕`,
  malformed: `${name}位址 "{{value}}" 不是有效的入口網站路徑或 https:// 位址`,
});

/** 白標（issue 17）的文字：給營運人員的拒絕理由、合作夥伴標識、白標商店介紹頁。 */
export const whiteLabel: CatalogShape<typeof en> = {
  errors: {
    host: '主機 "{{value}}" 不是主機名稱或 IP 位址（不含連接埠或路徑，最多 {{max}} 個字元）',
    titleTooLong: '網站標題超過 {{max}} 個字元',
    titleMarkup: '網站標題必須是純文字，不能包含 < > 或控制字元',
    copyrightTooLong: '版權文字超過 {{max}} 個字元',
    copyrightMarkup: '版權文字必須是純文字，不能包含 < > 或控制字元',
    logo: image('Logo '),
    loginLogo: image('登入頁 Logo '),
    favicon: image('網站圖示'),
    notFound: '主機 {{host}} 沒有自己的外觀',
  },
  partner: {
    tag: '合作夥伴',
    badge: '{{title}} 合作夥伴',
  },
  offer: {
    title: '您的白標商店解決方案',
    intro: '以您自己的品牌經營憑證商店：客戶向您購買，其餘工作由我們在幕後完成。',
    items: {
      logo: { title: '上傳您的 Logo', text: '客戶看到的每個頁面都顯示您的 Logo。' },
      domain: { title: '設定您的網域', text: '商店使用您自己的網域存取。' },
      payment: { title: '設定您的付款方式', text: '自行選擇客戶的付款方式。' },
      prices: { title: '設定您自己的價格', text: '逐項產品決定您的利潤。' },
      customersPayYou: { title: '客戶直接向您付款', text: '每筆銷售的款項直接歸您所有。' },
      support: { title: '全年無休 24 小時支援', text: '我們的團隊全天候為您和您的客戶提供協助。' },
      modules: { title: '客製模組與在地語言', text: '提供您需要的模組，使用您市場的語言。' },
      library: { title: '產品庫', text: '我們經營的各品牌憑證，隨時可以銷售。' },
      advertising: { title: '廣告投入', text: '經評估您的商店後，我們將投入廣告推廣。' },
    },
    contact: '有興趣嗎？請寫信給我們的業務團隊：{{email}}',
    mail: '寄信給業務',
    pricing: '洽詢大量採購價格',
    subject: '白標商店',
  },
};
