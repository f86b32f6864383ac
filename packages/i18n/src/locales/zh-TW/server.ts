import type { CatalogShape } from '../../shape.js';
import type { server as en } from '../en-US/server.js';

export const server: CatalogShape<typeof en> = {
  unavailable: '服務暫時無法使用，請稍後再試。',
  mail: {
    refundReceivedSubject: '已收到訂單 {{orderId}} 的退款申請',
    refundReceivedBody:
      '您好，\n\n我們已收到訂單 {{orderId}} 的退款申請（{{amount}} 美元）。我們會在幾個工作天內處理並通知您。\n',
    refundApprovedSubject: '訂單 {{orderId}} 的退款已核准',
    refundApprovedBody:
      '您好，\n\n訂單 {{orderId}} 的退款申請已核准：{{amount}} 美元已退回您的帳戶餘額。此訂單下簽發的憑證已被撤銷。\n',
    refundRejectedSubject: '訂單 {{orderId}} 的退款未獲核准',
    refundRejectedBody:
      '您好，\n\n訂單 {{orderId}} 的退款申請未獲核准。\n原因：{{reason}}\n\n訂單將照常繼續。\n',
    reviewApprovedSubject: '訂單 {{orderId}} 已通過審核',
    reviewApprovedBody:
      '您好，\n\n訂單 {{orderId}}（{{domain}}）已通過審核，憑證正在簽發，簽發後可在訂單頁面查看。\n',
    reviewRejectedSubject: '訂單 {{orderId}} 未通過審核',
    reviewRejectedBody:
      '您好，\n\n訂單 {{orderId}}（{{domain}}）未通過審核。\n原因：{{reason}}\n\n退回帳戶餘額的金額：{{amount}} USD。\n',
    renewedSubject: '{{domain}} 的憑證已續期',
    renewedBody:
      '您好，\n\n訂單 {{orderId}}（{{domain}}）的憑證已在訂閱期內續期。請在舊憑證到期前下載並安裝新憑證：\n\n{{link}}\n',
    renewalValidateSubject: '需要操作：驗證 {{domain}} 以續期憑證',
    renewalValidateBody:
      '您好，\n\n訂單 {{orderId}}（{{domain}}）的憑證即將到期，而您的訂閱仍在有效期內。先前的網域驗證已不能再次使用，請發布以下頁面所示的新驗證值：\n\n{{link}}\n',
    dcvSubject: '核准 {{domain}} 的憑證',
    dcvBody:
      '您好，\n\n有人透過憑證平台為 {{domain}} 訂購了憑證（訂單 {{orderId}}，產品 {{product}}）。\n依據 CA/瀏覽器論壇的規則，此信箱（{{email}}）可以核准該網域的憑證。\n\n如果您同意簽發此憑證，請開啟以下連結並確認：\n\n{{link}}\n\n如果這不是您預期的請求，請忽略此郵件：未經您核准不會簽發任何憑證。\n',
    resetSubject: '重設您的密碼',
    resetBody:
      '您好，\n\n有人申請重設帳戶 {{email}} 的密碼。\n請在 {{minutes}} 分鐘內開啟以下連結設定新密碼：\n\n{{link}}\n\n如果不是您本人操作，請忽略此郵件，您的密碼不會改變。\n',
    registerTakenSubject: '有人嘗試用您的電子郵件地址註冊',
    registerTakenBody:
      '您好，\n\n剛才有人嘗試用您的電子郵件地址 {{email}} 註冊憑證入口網站。該地址已有帳戶，因此沒有建立新帳戶，您的帳戶也沒有任何變更。\n\n如果是您本人，請在此登入：{{loginLink}}\n忘記密碼？請在此設定新密碼：\n\n{{link}}\n\n如果不是您本人操作，請忽略此郵件。\n',
    welcomeSubject: '歡迎使用憑證入口網站',
    welcomeBody: '您好，\n\n您的帳戶 {{email}} 已就緒。請在此登入：{{link}}\n',
    payoutPaidSubject: '推廣佣金提領 {{payoutId}} 已支付',
    payoutPaidBody:
      '您好，\n\n您的推廣佣金提領 {{payoutId}}（{{amount}} 美元）已支付。\n付款憑證：{{reference}}\n',
    payoutRejectedSubject: '推廣佣金提領 {{payoutId}} 已被拒絕',
    payoutRejectedBody:
      '您好，\n\n您的推廣佣金提領申請 {{payoutId}}（{{amount}} 美元）已被拒絕。\n原因：{{reason}}\n\n該金額可再次申請提領。\n',
    payoutFailedSubject: '推廣佣金提領 {{payoutId}} 失敗',
    payoutFailedBody:
      '您好，\n\n您的推廣佣金提領 {{payoutId}}（{{amount}} 美元）未能支付。\n原因：{{reason}}\n\n該金額可再次申請提領，請檢查您的 PayPal 帳號。\n',
    commissionCancelledSubject: '訂單 {{orderId}} 的佣金已取消',
    commissionCancelledBody:
      '您好，\n\n您推薦的客戶的訂單 {{orderId}} 已退款，其 {{amount}} 美元佣金已取消。\n',
    commissionReversedSubject: '訂單 {{orderId}} 的佣金已沖銷',
    commissionReversedBody:
      '您好，\n\n您推薦的客戶的訂單 {{orderId}} 在其 {{amount}} 美元佣金申請或支付後退款。該金額將從您的下一次提領中扣除。\n',
  },
  approval: {
    title: '核准憑證',
    question: '是否允許為 {{domain}} 簽發憑證？',
    detail: '訂單 {{orderId}}（{{product}}）請求核准 {{domain}}。只有在您控制此網域且預期此請求時才核准。',
    approve: '核准',
    done: '謝謝：{{domain}} 已核准。訂單的所有名稱都核准後將簽發憑證。',
    invalid: '此核准連結無效或已被使用。',
  },
};
