import type { CatalogShape } from '../../shape.js';
import type { lifecycle as en } from '../en-US/lifecycle.js';

export const lifecycle: CatalogShape<typeof en> = {
  validation: {
    renewModeInvalid: '请选择自动续费、手动续费或不续费',
    emailRequired: '请输入邮箱',
    noticeDayRange: '每个提醒须为 1 到 {{n}} 之间的整数天',
    noticeDaysDuplicate: '每个天数只能选择一次',
    noticeDaysTooMany: '最多选择 {{n}} 个提醒',
    noticeDaysRequired: '请以列表形式提供提醒天数（空列表表示不提醒）',
  },
  errors: {
    saleCannotRenew: '您的角色无法修改续费设置：自动续费会从账户余额扣款。主账号或财务用户可以修改。',
    renewalNotPaid: '订单 {{id}} 尚未付款：付款后才能设置续费。',
    renewalClosed: '订单 {{id}} 已关闭，无法再续费。',
    renewEmailNotAllowed: '请选择本账户或其子用户的邮箱',
    noticesNotPaid: '订单 {{id}} 尚未付款：付款后才能设置到期提醒。',
    noticesClosed: '订单 {{id}} 已关闭，不再发送到期提醒。',
  },
  mail: {
    trialReminderSubject: '订单 #{{orderId}}：免费试用将于 {{date}} 结束',
    trialReminderBody:
      '订单 #{{orderId}}（{{domain}}）的免费试用将于 {{date}} 结束。\n\n请在 {{deadline}} 前支付 {{amount}} USD。届时仍未付款的订单将被取消，其证书将被吊销。\n\n立即支付：{{link}}',
    trialAutoPayNoticeSubject: '订单 #{{orderId}}：将于 {{date}} 自动扣款',
    trialAutoPayNoticeBody:
      '订单 #{{orderId}}（{{domain}}）的免费试用将于 {{date}} 结束。已开启自动付款：届时将从您的账户余额扣除 {{amount}} USD（当前余额：{{balance}} USD）。请确保余额充足。\n\n订单：{{link}}',
    trialEndedSubject: '订单 #{{orderId}}：免费试用已结束，请在 {{deadline}} 前付款',
    trialEndedBody:
      '订单 #{{orderId}}（{{domain}}）的免费试用已结束。\n\n请在 {{deadline}} 前支付 {{amount}} USD，否则订单将被取消，其证书将被吊销。\n\n立即支付：{{link}}',
    trialChargedSubject: '订单 #{{orderId}} 已自动付款',
    trialChargedBody:
      '订单 #{{orderId}}（{{domain}}）的免费试用已结束，已从您的账户余额扣除 {{amount}} USD（当前余额：{{balance}} USD）。感谢您的支持。\n\n订单：{{link}}',
    trialChargeFailedSubject: '订单 #{{orderId}}：自动付款失败',
    trialChargeFailedBody:
      '无法为订单 #{{orderId}}（{{domain}}）扣除 {{amount}} USD：您的账户余额为 {{balance}} USD。\n\n请在 {{deadline}} 前充值或支付该订单；订单等待付款期间我们会再次尝试扣款。届时仍未付款的订单将被取消，其证书将被吊销。\n\n立即支付：{{link}}',
    trialCancelledSubject: '订单 #{{orderId}} 已取消：免费试用未付款',
    trialCancelledBody:
      '订单 #{{orderId}}（{{domain}}）的免费试用已于 {{date}} 结束，且未在 {{days}} 天内付款。订单已取消，其证书已被吊销。\n\n订单：{{link}}',
    expiringSubject: '订单 #{{orderId}}（{{domain}}）将于 {{date}} 到期',
    expiringManualBody:
      '订单 #{{orderId}}（{{domain}}）将于 {{date}} 到期，还剩 {{days}} 天。请及时续费以保持证书有效：打开订单并选择“续费”。\n\n订单：{{link}}',
    expiringAutoBody:
      '订单 #{{orderId}}（{{domain}}）将于 {{date}} 到期，还剩 {{days}} 天。已开启自动续费：到期前 7 天将创建续费订单，并从您的账户余额扣除约 {{amount}} USD（当前余额：{{balance}} USD）。\n\n订单：{{link}}',
    expiringNeverBody:
      '订单 #{{orderId}}（{{domain}}）将于 {{date}} 到期，还剩 {{days}} 天。您已选择不续费，因此不会自动续费；您仍可在订单页面手动续费。\n\n订单：{{link}}',
    certificateExpiringSubject: '订单 #{{orderId}}（{{domain}}）的证书将于 {{date}} 到期',
    certificateExpiringBody:
      '订单 #{{orderId}}（{{domain}}，序列号 {{serial}}）的证书将于 {{date}} 到期，还剩 {{days}} 天。届时仍在使用它的服务器会向访问者显示错误。\n\n您的订单有效期至 {{end}}，因此会获得新证书：平台在此证书到期前 {{renewDays}} 天签发新证书，并在签发完成（或需要重新验证域名）时发邮件通知您。请下载新证书并替换此证书：{{link}}\n\n现在就需要更换域名或新密钥？请重新签发：{{reissueLink}}',
    renewedSubject: '订单 #{{orderId}} 已续费：续费订单 #{{renewalId}}',
    renewedBody:
      '订单 #{{orderId}}（{{domain}}）已自动续费：已创建续费订单 #{{renewalId}}，并从您的账户余额扣除 {{amount}} USD（当前余额：{{balance}} USD）。\n\n请提交续费订单以验证域名并获取证书：{{link}}',
    validationWaitingSubject: '订单 #{{orderId}}：仍在等待域名验证',
    validationWaitingBody:
      '订单 #{{orderId}}（{{domain}}）已下单 {{days}} 天，域名验证尚未完成，因此证书还不能签发。\n\n请打开订单查看验证信息（DNS 记录、文件或邮件）并重新检测：{{link}}',
    renewalFailedSubject: '订单 #{{orderId}}：自动续费扣款失败',
    renewalFailedBody:
      '无法为订单 #{{orderId}}（{{domain}}）的续费订单 #{{renewalId}} 扣除 {{amount}} USD：您的账户余额为 {{balance}} USD。\n\n续费订单正在等待付款；订单 #{{orderId}} 将于 {{date}} 到期，在此之前我们会再次尝试扣款。\n\n续费订单：{{link}}',
  },
};
