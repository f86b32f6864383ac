import type { CatalogShape } from '../../shape.js';
import type { shop as en } from '../en-US/shop.js';

export const shop: CatalogShape<typeof en> = {
  title: '申请证书',
  list: {
    hot: '热门',
    priceNote: '价格按实时汇率以 {{currency}} 显示，仅供参考；订单始终以美元（USD）结算。',
    noCategories: '暂无在售产品。',
    empty: '该分类下暂无产品。',
    logoAlt: '{{brand}} 标志',
    columns: {
      brand: '品牌',
      product: '产品',
      buy: '购买',
    },
    badges: {
      popular: '畅销',
      recommended: '推荐',
      hot: '热门',
      discounts: '优惠',
    },
    includesFqdns_one: '含 {{count}} 个域名（FQDN）',
    includesFqdns_other: '含 {{count}} 个域名（FQDN）',
    freeTrial: '免费试用',
    auditTypes: {
      DV: '域名验证（DV）',
      OV: '组织验证（OV）',
      EV: '扩展验证（EV）',
    },
    domainTypes: {
      single: '单域名',
      multi: '多域名',
      wildcard: '通配符',
      multiWildcard: '多域名通配符',
      codeSign: '代码签名',
    },
    years_one: '{{count}} 年',
    years_other: '{{count}} 年',
    yearsPlaceholder: '选择年限',
    selectYears: '请选择年限',
    buy: '购买',
    bulkOrder: '批量订购',
  },
  coupons: {
    title: '优惠码',
    tabs: {
      all: '全部',
      usable: '未使用',
      used: '已使用',
      expired: '已过期',
    },
    refresh: '刷新',
    refreshed: '刷新成功',
    defaultTitle: '注册礼券',
    code: '优惠码',
    validity: '有效期',
    copied: '复制成功',
    status: {
      usable: '未使用',
      used: '已使用',
      expired: '已过期',
    },
    empty: '暂无优惠码',
  },
};
