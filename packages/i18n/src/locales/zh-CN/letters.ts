/** 站内信（issue 15）的文字：页面、服务器的回答和它写的信。 */
export const letters = {
  title: '消息通知',
  tabs: {
    private: '回复、新闻和更新',
    public: '公告',
  },
  noTitle: '无标题',
  read: '已读',
  unread: '未读',
  empty: '暂无消息',
  validation: {
    tagInvalid: '标签只能是 private 或 public',
    idInvalid: '消息编号无效',
    statusInvalid: '状态只能设为已读',
  },
  errors: {
    notFound: '该消息不存在',
  },
  events: {
    paymentReceivedTitle: '已收到付款：{{amount}} USD',
    paymentReceivedBody:
      '<p>我们已收到您为{{what}}支付的 <b>{{amount}} USD</b>（{{channel}}）。</p><p>谢谢。</p>',
    fundsAddedTitle: '充值到账：{{amount}} USD',
    fundsAddedBody:
      '<p><b>{{amount}} USD</b>（{{channel}}）已充入您的账户余额。当前余额为 <b>{{balance}} USD</b>。</p>',
    channelFund: '账户余额',
    channelPaypal: '卡钱包',
    channelOffline: '银行转账',
    whatOrders: '订单 {{orders}}',
    whatReissues: '重签 {{reissues}} 新增的域名',
    certificateIssuedTitle: '证书已签发：{{domain}}',
    certificateIssuedBody:
      '<p><b>{{domain}}</b> 的证书（订单 {{orderId}}）已签发。</p><p><a href="{{link}}">打开订单</a>下载证书。</p>',
    refundApprovedTitle: '退款已批准：订单 {{orderId}}',
    refundApprovedBody: '<p>订单 {{orderId}} 的退款已批准：<b>{{amount}} USD</b> 已退回您的账户余额。</p>',
    refundRejectedTitle: '退款被拒绝：订单 {{orderId}}',
    refundRejectedBody: '<p>订单 {{orderId}} 的退款申请被拒绝。</p><p>原因：{{reason}}</p>',
    reviewApprovedTitle: '审核通过：订单 {{orderId}}',
    reviewApprovedBody: '<p>订单 {{orderId}}（{{domain}}）已通过审核，证书正在签发。</p>',
    reviewRejectedTitle: '审核未通过：订单 {{orderId}}',
    reviewRejectedBody:
      '<p>订单 {{orderId}}（{{domain}}）未通过审核。</p><p>原因：{{reason}}</p><p>退回账户余额的金额：<b>{{amount}} USD</b>。</p>',
    subUserInvitedTitle: '已邀请子用户：{{email}}',
    subUserInvitedBody:
      '<p>已邀请 {{email}} 以{{role}}用户身份加入您的账户。邀请链接 {{days}} 天内有效。</p>',
    payoutPaidTitle: '提现 {{id}} 已支付：{{amount}} 美元',
    payoutPaidBody:
      '<p>您的推广佣金提现 {{id}}（<b>{{amount}} 美元</b>）已支付。</p><p>付款凭证：{{reference}}</p>',
    payoutRejectedTitle: '提现 {{id}} 已被拒绝',
    payoutRejectedBody:
      '<p>您的推广佣金提现申请 {{id}}（{{amount}} 美元）已被拒绝。</p><p>原因：{{reason}}</p><p>该金额可再次申请提现。</p>',
    payoutFailedTitle: '提现 {{id}} 失败',
    payoutFailedBody:
      '<p>您的推广佣金提现 {{id}}（{{amount}} 美元）未能支付。</p><p>原因：{{reason}}</p><p>该金额可再次申请提现，请检查您的 PayPal 账号。</p>',
    commissionCancelledTitle: '订单 {{orderId}} 的佣金已取消',
    commissionCancelledBody: '<p>您推荐的客户的订单 {{orderId}} 已退款，其 {{amount}} 美元佣金已取消。</p>',
    commissionReversedTitle: '订单 {{orderId}} 的佣金已冲销',
    commissionReversedBody:
      '<p>您推荐的客户的订单 {{orderId}} 在其 {{amount}} 美元佣金申请或支付后退款。该金额将从您的下一次提现中扣除。</p>',
  },
};
