import type { CatalogShape } from '../../shape.js';
import type { server as en } from '../en-US/server.js';

export const server: CatalogShape<typeof en> = {
  unavailable: '服务暂时不可用，请稍后再试。',
  mail: {
    refundReceivedSubject: '已收到订单 {{orderId}} 的退款申请',
    refundReceivedBody:
      '您好，\n\n我们已收到订单 {{orderId}} 的退款申请（{{amount}} 美元）。我们会在几个工作日内处理并通知您。\n',
    refundApprovedSubject: '订单 {{orderId}} 的退款已批准',
    refundApprovedBody:
      '您好，\n\n订单 {{orderId}} 的退款申请已批准：{{amount}} 美元已退回到您的账户余额。该订单下签发的证书已被吊销。\n',
    refundRejectedSubject: '订单 {{orderId}} 的退款未获批准',
    refundRejectedBody:
      '您好，\n\n订单 {{orderId}} 的退款申请未获批准。\n原因：{{reason}}\n\n订单将照常继续。\n',
    reviewApprovedSubject: '订单 {{orderId}} 已通过审核',
    reviewApprovedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）已通过审核，证书正在签发，签发后可在订单页面查看。\n',
    reviewRejectedSubject: '订单 {{orderId}} 未通过审核',
    reviewRejectedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）未通过审核。\n原因：{{reason}}\n\n退回账户余额的金额：{{amount}} USD。\n',
    renewedSubject: '{{domain}} 的证书已续期',
    renewedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）的证书已在订阅期内续期。请在旧证书到期前下载并安装新证书：\n\n{{link}}\n',
    renewalValidateSubject: '需要操作：验证 {{domain}} 以续期证书',
    renewalValidateBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）的证书即将到期，而您的订阅仍在有效期内。之前的域名验证已不能再次使用，请发布以下页面所示的新验证值：\n\n{{link}}\n',
    dcvSubject: '批准 {{domain}} 的证书',
    dcvBody:
      '您好，\n\n有人通过证书平台为 {{domain}} 订购了证书（订单 {{orderId}}，产品 {{product}}）。\n根据 CA/浏览器论坛的规则，此邮箱（{{email}}）可以批准该域名的证书。\n\n如果您同意签发此证书，请打开以下链接并确认：\n\n{{link}}\n\n如果这不是您预期的请求，请忽略此邮件：未经您批准不会签发任何证书。\n',
    resetSubject: '重置您的密码',
    resetBody:
      '您好，\n\n有人申请重置账户 {{email}} 的密码。\n请在 {{minutes}} 分钟内打开以下链接设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。\n',
    registerTakenSubject: '有人尝试用您的邮箱地址注册',
    registerTakenBody:
      '您好，\n\n刚才有人尝试用您的邮箱地址 {{email}} 注册证书门户。该地址已有账户，因此没有创建新账户，您的账户也没有任何变化。\n\n如果是您本人，请在此登录：{{loginLink}}\n忘记密码？请在此设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件。\n',
    welcomeSubject: '欢迎使用证书门户',
    welcomeBody: '您好，\n\n您的账户 {{email}} 已就绪。请在此登录：{{link}}\n',
    payoutPaidSubject: '推广佣金提现 {{payoutId}} 已支付',
    payoutPaidBody:
      '您好，\n\n您的推广佣金提现 {{payoutId}}（{{amount}} 美元）已支付。\n付款凭证：{{reference}}\n',
    payoutRejectedSubject: '推广佣金提现 {{payoutId}} 已被拒绝',
    payoutRejectedBody:
      '您好，\n\n您的推广佣金提现申请 {{payoutId}}（{{amount}} 美元）已被拒绝。\n原因：{{reason}}\n\n该金额可再次申请提现。\n',
    payoutFailedSubject: '推广佣金提现 {{payoutId}} 失败',
    payoutFailedBody:
      '您好，\n\n您的推广佣金提现 {{payoutId}}（{{amount}} 美元）未能支付。\n原因：{{reason}}\n\n该金额可再次申请提现，请检查您的 PayPal 账号。\n',
    commissionCancelledSubject: '订单 {{orderId}} 的佣金已取消',
    commissionCancelledBody:
      '您好，\n\n您推荐的客户的订单 {{orderId}} 已退款，其 {{amount}} 美元佣金已取消。\n',
    commissionReversedSubject: '订单 {{orderId}} 的佣金已冲销',
    commissionReversedBody:
      '您好，\n\n您推荐的客户的订单 {{orderId}} 在其 {{amount}} 美元佣金申请或支付后退款。该金额将从您的下一次提现中扣除。\n',
  },
  approval: {
    title: '批准证书',
    question: '是否允许为 {{domain}} 签发证书？',
    detail: '订单 {{orderId}}（{{product}}）请求批准 {{domain}}。只有在您控制该域名且预期此请求时才批准。',
    approve: '批准',
    done: '谢谢：{{domain}} 已批准。订单的所有名称都批准后将签发证书。',
    invalid: '该批准链接无效或已被使用。',
  },
};
