/** 儀表板（issue 15）：統計卡片、最近訂單表格和四個圓餅圖。 */
export const dashboard = {
  title: '儀表板',
  tiles: {
    orders: '全部訂單',
    paid: '已支付',
    unpaid: '未支付',
    cancel: '已取消',
    coupons: '優惠碼',
  },
  recentOrders: '最近訂單',
  recentIssued: '最近簽發的訂單',
  columns: {
    id: '訂單號',
    status: '狀態',
    createdAt: '建立時間',
  },
  charts: {
    brand: '依品牌統計訂單',
    domainType: '依網域類型統計訂單',
    auditType: '依驗證類型統計訂單',
    expiry: '即將到期的憑證',
  },
  legends: {
    wildcard: '萬用字元',
    singleDomain: '單網域',
    multiDomain: '多網域',
    days30: '30 天內',
    days7: '7 天內',
  },
  total: '共 {{total}}',
  noOrders: '尚無訂單',
  noIssued: '尚無已簽發的憑證',
  noExpiring: '30 天內沒有到期的憑證',
  loadFailed: '儀表板載入失敗。',
  retry: '重試',
};
