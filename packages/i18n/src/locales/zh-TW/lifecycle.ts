import type { CatalogShape } from '../../shape.js';
import type { lifecycle as en } from '../en-US/lifecycle.js';

export const lifecycle: CatalogShape<typeof en> = {
  validation: {
    renewModeInvalid: '請選擇自動續費、手動續費或不續費',
    emailRequired: '請輸入電子郵件',
    noticeDayRange: '每個提醒須為 1 到 {{n}} 之間的整數天',
    noticeDaysDuplicate: '每個天數只能選擇一次',
    noticeDaysTooMany: '最多選擇 {{n}} 個提醒',
    noticeDaysRequired: '請以清單形式提供提醒天數（空清單表示不提醒）',
  },
  errors: {
    saleCannotRenew: '您的角色無法修改續費設定：自動續費會從帳戶餘額扣款。主帳號或財務使用者可以修改。',
    renewalNotPaid: '訂單 {{id}} 尚未付款：付款後才能設定續費。',
    renewalClosed: '訂單 {{id}} 已關閉，無法再續費。',
    renewEmailNotAllowed: '請選擇本帳戶或其子使用者的電子郵件',
    noticesNotPaid: '訂單 {{id}} 尚未付款：付款後才能設定到期提醒。',
    noticesClosed: '訂單 {{id}} 已關閉，不再傳送到期提醒。',
  },
  mail: {
    trialReminderSubject: '訂單 #{{orderId}}：免費試用將於 {{date}} 結束',
    trialReminderBody:
      '訂單 #{{orderId}}（{{domain}}）的免費試用將於 {{date}} 結束。\n\n請在 {{deadline}} 前支付 {{amount}} USD。屆時仍未付款的訂單將被取消，其憑證將被撤銷。\n\n立即付款：{{link}}',
    trialAutoPayNoticeSubject: '訂單 #{{orderId}}：將於 {{date}} 自動扣款',
    trialAutoPayNoticeBody:
      '訂單 #{{orderId}}（{{domain}}）的免費試用將於 {{date}} 結束。已開啟自動付款：屆時將從您的帳戶餘額扣除 {{amount}} USD（目前餘額：{{balance}} USD）。請確保餘額充足。\n\n訂單：{{link}}',
    trialEndedSubject: '訂單 #{{orderId}}：免費試用已結束，請在 {{deadline}} 前付款',
    trialEndedBody:
      '訂單 #{{orderId}}（{{domain}}）的免費試用已結束。\n\n請在 {{deadline}} 前支付 {{amount}} USD，否則訂單將被取消，其憑證將被撤銷。\n\n立即付款：{{link}}',
    trialChargedSubject: '訂單 #{{orderId}} 已自動付款',
    trialChargedBody:
      '訂單 #{{orderId}}（{{domain}}）的免費試用已結束，已從您的帳戶餘額扣除 {{amount}} USD（目前餘額：{{balance}} USD）。感謝您的支持。\n\n訂單：{{link}}',
    trialChargeFailedSubject: '訂單 #{{orderId}}：自動付款失敗',
    trialChargeFailedBody:
      '無法為訂單 #{{orderId}}（{{domain}}）扣除 {{amount}} USD：您的帳戶餘額為 {{balance}} USD。\n\n請在 {{deadline}} 前儲值或支付該訂單；訂單等待付款期間我們會再次嘗試扣款。屆時仍未付款的訂單將被取消，其憑證將被撤銷。\n\n立即付款：{{link}}',
    trialCancelledSubject: '訂單 #{{orderId}} 已取消：免費試用未付款',
    trialCancelledBody:
      '訂單 #{{orderId}}（{{domain}}）的免費試用已於 {{date}} 結束，且未在 {{days}} 天內付款。訂單已取消，其憑證已被撤銷。\n\n訂單：{{link}}',
    expiringSubject: '訂單 #{{orderId}}（{{domain}}）將於 {{date}} 到期',
    expiringManualBody:
      '訂單 #{{orderId}}（{{domain}}）將於 {{date}} 到期，還剩 {{days}} 天。請及時續費以保持憑證有效：開啟訂單並選擇「續費」。\n\n訂單：{{link}}',
    expiringAutoBody:
      '訂單 #{{orderId}}（{{domain}}）將於 {{date}} 到期，還剩 {{days}} 天。已開啟自動續費：到期前 7 天將建立續費訂單，並從您的帳戶餘額扣除約 {{amount}} USD（目前餘額：{{balance}} USD）。\n\n訂單：{{link}}',
    expiringNeverBody:
      '訂單 #{{orderId}}（{{domain}}）將於 {{date}} 到期，還剩 {{days}} 天。您已選擇不續費，因此不會自動續費；您仍可在訂單頁面手動續費。\n\n訂單：{{link}}',
    certificateExpiringSubject: '訂單 #{{orderId}}（{{domain}}）的憑證將於 {{date}} 到期',
    certificateExpiringBody:
      '訂單 #{{orderId}}（{{domain}}，序號 {{serial}}）的憑證將於 {{date}} 到期，還剩 {{days}} 天。屆時仍在使用它的伺服器會向訪客顯示錯誤。\n\n您的訂單有效期至 {{end}}，因此會取得新憑證：平台在此憑證到期前 {{renewDays}} 天簽發新憑證，並在簽發完成（或需要重新驗證網域）時寄信通知您。請下載新憑證並替換此憑證：{{link}}\n\n現在就需要更換網域或新金鑰？請重新簽發：{{reissueLink}}',
    renewedSubject: '訂單 #{{orderId}} 已續費：續費訂單 #{{renewalId}}',
    renewedBody:
      '訂單 #{{orderId}}（{{domain}}）已自動續費：已建立續費訂單 #{{renewalId}}，並從您的帳戶餘額扣除 {{amount}} USD（目前餘額：{{balance}} USD）。\n\n請提交續費訂單以驗證網域並取得憑證：{{link}}',
    validationWaitingSubject: '訂單 #{{orderId}}：仍在等待網域驗證',
    validationWaitingBody:
      '訂單 #{{orderId}}（{{domain}}）已下單 {{days}} 天，網域驗證尚未完成，因此憑證還不能簽發。\n\n請開啟訂單查看驗證資訊（DNS 記錄、檔案或郵件）並重新檢測：{{link}}',
    renewalFailedSubject: '訂單 #{{orderId}}：自動續費扣款失敗',
    renewalFailedBody:
      '無法為訂單 #{{orderId}}（{{domain}}）的續費訂單 #{{renewalId}} 扣除 {{amount}} USD：您的帳戶餘額為 {{balance}} USD。\n\n續費訂單正在等待付款；訂單 #{{orderId}} 將於 {{date}} 到期，在此之前我們會再次嘗試扣款。\n\n續費訂單：{{link}}',
  },
};
