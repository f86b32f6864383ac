import type { CatalogShape } from '../../shape.js';
import type { shop as en } from '../en-US/shop.js';

export const shop: CatalogShape<typeof en> = {
  title: '申請憑證',
  list: {
    hot: '熱門',
    priceNote: '價格依即時匯率以 {{currency}} 顯示，僅供參考；訂單一律以美元（USD）結算。',
    noCategories: '目前沒有販售中的產品。',
    empty: '此分類下目前沒有產品。',
    logoAlt: '{{brand}} 標誌',
    columns: {
      brand: '品牌',
      product: '產品',
      buy: '購買',
    },
    badges: {
      popular: '暢銷',
      recommended: '推薦',
      hot: '熱門',
      discounts: '優惠',
    },
    includesFqdns_one: '含 {{count}} 個網域（FQDN）',
    includesFqdns_other: '含 {{count}} 個網域（FQDN）',
    freeTrial: '免費試用',
    auditTypes: {
      DV: '網域驗證（DV）',
      OV: '組織驗證（OV）',
      EV: '延伸驗證（EV）',
    },
    domainTypes: {
      single: '單一網域',
      multi: '多網域',
      wildcard: '萬用字元',
      multiWildcard: '多網域萬用字元',
      codeSign: '程式碼簽章',
    },
    years_one: '{{count}} 年',
    years_other: '{{count}} 年',
    yearsPlaceholder: '選擇年限',
    selectYears: '請選擇年限',
    buy: '購買',
    bulkOrder: '批次訂購',
  },
  coupons: {
    title: '優惠碼',
    tabs: {
      all: '全部',
      usable: '未使用',
      used: '已使用',
      expired: '已過期',
    },
    refresh: '重新整理',
    refreshed: '重新整理成功',
    defaultTitle: '註冊禮券',
    code: '優惠碼',
    validity: '有效期間',
    copied: '複製成功',
    status: {
      usable: '未使用',
      used: '已使用',
      expired: '已過期',
    },
    empty: '目前沒有優惠碼',
  },
};
