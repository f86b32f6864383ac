/** 站內信（issue 15）的文字：頁面、伺服器的回答和它寫的信。 */
export const letters = {
  title: '訊息通知',
  tabs: {
    private: '回覆、新聞和更新',
    public: '公告',
  },
  noTitle: '無標題',
  read: '已讀',
  unread: '未讀',
  empty: '暫無訊息',
  validation: {
    tagInvalid: '標籤只能是 private 或 public',
    idInvalid: '訊息編號無效',
    statusInvalid: '狀態只能設為已讀',
  },
  errors: {
    notFound: '該訊息不存在',
  },
  events: {
    paymentReceivedTitle: '已收到付款：{{amount}} USD',
    paymentReceivedBody:
      '<p>我們已收到您為{{what}}支付的 <b>{{amount}} USD</b>（{{channel}}）。</p><p>謝謝。</p>',
    fundsAddedTitle: '儲值到帳：{{amount}} USD',
    fundsAddedBody:
      '<p><b>{{amount}} USD</b>（{{channel}}）已存入您的帳戶餘額。目前餘額為 <b>{{balance}} USD</b>。</p>',
    channelFund: '帳戶餘額',
    channelPaypal: '卡錢包',
    channelOffline: '銀行轉帳',
    whatOrders: '訂單 {{orders}}',
    whatReissues: '重簽 {{reissues}} 新增的網域',
    certificateIssuedTitle: '憑證已簽發：{{domain}}',
    certificateIssuedBody:
      '<p><b>{{domain}}</b> 的憑證（訂單 {{orderId}}）已簽發。</p><p><a href="{{link}}">開啟訂單</a>下載憑證。</p>',
    refundApprovedTitle: '退款已核准：訂單 {{orderId}}',
    refundApprovedBody: '<p>訂單 {{orderId}} 的退款已核准：<b>{{amount}} USD</b> 已退回您的帳戶餘額。</p>',
    refundRejectedTitle: '退款被拒絕：訂單 {{orderId}}',
    refundRejectedBody: '<p>訂單 {{orderId}} 的退款申請被拒絕。</p><p>原因：{{reason}}</p>',
    reviewApprovedTitle: '審核通過：訂單 {{orderId}}',
    reviewApprovedBody: '<p>訂單 {{orderId}}（{{domain}}）已通過審核，憑證正在簽發。</p>',
    reviewRejectedTitle: '審核未通過：訂單 {{orderId}}',
    reviewRejectedBody:
      '<p>訂單 {{orderId}}（{{domain}}）未通過審核。</p><p>原因：{{reason}}</p><p>退回帳戶餘額的金額：<b>{{amount}} USD</b>。</p>',
    subUserInvitedTitle: '已邀請子使用者：{{email}}',
    subUserInvitedBody:
      '<p>已邀請 {{email}} 以{{role}}使用者身分加入您的帳戶。邀請連結 {{days}} 天內有效。</p>',
    payoutPaidTitle: '提領 {{id}} 已支付：{{amount}} 美元',
    payoutPaidBody:
      '<p>您的推廣佣金提領 {{id}}（<b>{{amount}} 美元</b>）已支付。</p><p>付款憑證：{{reference}}</p>',
    payoutRejectedTitle: '提領 {{id}} 已被拒絕',
    payoutRejectedBody:
      '<p>您的推廣佣金提領申請 {{id}}（{{amount}} 美元）已被拒絕。</p><p>原因：{{reason}}</p><p>該金額可再次申請提領。</p>',
    payoutFailedTitle: '提領 {{id}} 失敗',
    payoutFailedBody:
      '<p>您的推廣佣金提領 {{id}}（{{amount}} 美元）未能支付。</p><p>原因：{{reason}}</p><p>該金額可再次申請提領，請檢查您的 PayPal 帳號。</p>',
    commissionCancelledTitle: '訂單 {{orderId}} 的佣金已取消',
    commissionCancelledBody: '<p>您推薦的客戶的訂單 {{orderId}} 已退款，其 {{amount}} 美元佣金已取消。</p>',
    commissionReversedTitle: '訂單 {{orderId}} 的佣金已沖銷',
    commissionReversedBody:
      '<p>您推薦的客戶的訂單 {{orderId}} 在其 {{amount}} 美元佣金申請或支付後退款。該金額將從您的下一次提領中扣除。</p>',
  },
};
