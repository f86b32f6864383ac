/** 仪表盘（issue 15）：统计卡片、最近订单表格和四个饼图。 */
export const dashboard = {
  title: '仪表盘',
  tiles: {
    orders: '全部订单',
    paid: '已支付',
    unpaid: '未支付',
    cancel: '已取消',
    coupons: '优惠码',
  },
  recentOrders: '最近订单',
  recentIssued: '最近签发的订单',
  columns: {
    id: '订单号',
    status: '状态',
    createdAt: '创建时间',
  },
  charts: {
    brand: '按品牌统计订单',
    domainType: '按域名类型统计订单',
    auditType: '按验证类型统计订单',
    expiry: '即将到期的证书',
  },
  legends: {
    wildcard: '通配符',
    singleDomain: '单域名',
    multiDomain: '多域名',
    days30: '30 天内',
    days7: '7 天内',
  },
  total: '共 {{total}}',
  noOrders: '暂无订单',
  noIssued: '暂无已签发的证书',
  noExpiring: '30 天内没有到期的证书',
  loadFailed: '仪表盘加载失败。',
  retry: '重试',
};
