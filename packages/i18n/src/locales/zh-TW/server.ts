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
  openApi: {
    title: '憑證入口網站 API',
    introduction:
      '憑證入口網站供整合使用的 API。\n\n**身分驗證。** 每次呼叫都以 `Authorization: Bearer pk_…` 傳送帳戶的 API 金鑰（不需要 Cookie，也不需要 CSRF 標頭）。主帳號在「API 權杖」頁面（/admin/integration/api）建立與重設金鑰；重設後舊金鑰立即失效。金鑰在其**範圍**與所屬帳戶的權限內生效：`read`（讀取訂單、憑證、餘額與資料）、`orders`（另可下單並管理訂單與資料，不涉及金錢）、`full`（主帳號可做的一切，子使用者與 API 金鑰除外）。每個操作都註明所需的權限（`x-capability`）以及具備該權限的範圍（`x-key-scopes`）。\n\n**交付權杖。** `GET /deliver/{orderID}/{format}` 不使用 API 金鑰，而使用訂單的交付權杖（`Authorization: Bearer dt_…`，以 `POST /order/delivery_token` 建立）：伺服器的排程工作或部署掛鉤用它取得訂單目前的憑證（權杖具備相應權限時也可取得私鑰）。\n\n**頻率限制。** 使用金鑰的呼叫依金鑰限流（預設每分鐘 600 次）；超過後回傳 HTTP 429、代碼 1006，訊息中註明需等待的秒數。\n\n**回應。** 每個 JSON 回應都是信封 `{"code": 0, "msg": …}`；失敗時 `code` 不為零，`msg` 為可讀的訊息（使用帳戶的語言），`errors` 列出無效輸入的欄位問題。檔案（憑證、發票、CSV）以檔案本身回傳。\n\n{{codes}}',
    codesHeader: '| 代碼 | HTTP | 含義 |',
    errorCode: '非零：出錯原因（見簡介中的表格）。',
    errorMsg: '使用呼叫方語言的可讀訊息。',
    errorFields: '無效輸入的欄位層級問題（代碼 1001）。',
    okResponse: '成功：信封 `{"code": 0, "msg": …}`，回應內容在 `msg` 中。',
    example: '範例：{{call}}',
    bearerAuth: '帳戶 API 金鑰：`Authorization: Bearer pk_…`。',
    deliveryToken: '訂單的交付權杖，僅用於 GET /deliver/{orderID}/{format}：`Authorization: Bearer dt_…`。',
    deliveryFile: '檔案本身：PEM 文字（pem、fullchain、key）或 PKCS#12 位元組（pfx）。',
    deliverySha1: '所回傳憑證的 SHA-1 指紋。',
    deliverDescription:
      '供伺服器取得訂單目前的憑證（每次重簽與續約之後的憑證）：僅以訂單的交付權杖驗證身分，`Authorization: Bearer dt_…`（以 POST /order/delivery_token 建立；不使用 Cookie，也不使用 API 金鑰）。格式：`pem` 憑證，`fullchain` 憑證及其中繼憑證，`key` 私鑰（PEM），`pfx` 含私鑰的 PKCS#12，密碼以標頭 `X-PFX-Password` 傳送（`compatible=1`：3DES/SHA-1，適用於 Windows Server 2016 及更早版本）。key 與 pfx 需要以 `includeKey` 建立的權杖，且私鑰由入口網站產生。成功時回傳檔案本身（`application/x-pem-file` 或 `application/x-pkcs12`，標頭 `X-Certificate-SHA1`）；失敗時回傳信封：401（代碼 1040：無權杖、未知或已撤銷的權杖，或其他訂單的權杖）、403（1041 無私鑰權限，1043 訂單已關閉）、404（1042 入口網站未持有私鑰）、409（1022 尚未簽發）、429（1006，Retry-After）。範例：`curl -fsS -H "Authorization: Bearer dt_…" -o fullchain.pem https://portal.example.com/api/deliver/42/fullchain`',
    responses: {
      invalidInput: '輸入無效（代碼 1001），`errors` 依欄位列出問題。',
      unauthenticated: '沒有金鑰，或金鑰錯誤、過期或已撤銷（代碼 1002）。',
      forbidden: '超出金鑰的範圍或帳戶的權限（代碼 1003）。',
      notFound: '記錄不存在或不屬於該帳戶（代碼 1004）。',
      conflict: '記錄目前的狀態不允許此操作（代碼 1005、1015-1024）。',
      tooManyRequests: '已達到金鑰（或該呼叫）的頻率限制（代碼 1006）。',
      deliveryUnauthenticated: '沒有交付權杖，或權杖未知、已撤銷，或屬於其他訂單（代碼 1040）。',
      deliveryForbidden: '權杖沒有私鑰權限（代碼 1041），或其訂單已關閉（代碼 1043）。',
      deliveryKeyUnavailable: '入口網站未持有私鑰：CSR 是在別處產生的（代碼 1042）。',
    },
  },
};
