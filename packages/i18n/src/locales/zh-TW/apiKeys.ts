import type { CatalogShape } from '../../shape.js';
import type { apiKeys as en } from '../en-US/apiKeys.js';

/** API 金鑰頁面（/admin/integration/api）和金鑰相關伺服器回答的文字（issue 14，B9）。 */
export const apiKeys: CatalogShape<typeof en> = {
  title: 'API 權杖',
  intro:
    'API 金鑰讓您自己的軟體以下面選擇的權限呼叫入口網站的 API。請以請求標頭「Authorization: Bearer <金鑰>」傳送。',
  key: 'API 金鑰',
  noKey: '尚未產生金鑰',
  copy: '複製',
  copied: '已複製',
  copyFailed: '無法複製，請選取文字後手動複製',
  reset: '重設金鑰',
  create: '產生金鑰',
  resetConfirmTitle: '產生新的 API 金鑰？',
  resetConfirm: '目前的金鑰將立即失效：使用它的所有程式都會被拒絕，直到您為它們換上新金鑰。',
  resetOk: '產生新金鑰',
  cancel: '取消',
  newKeyTitle: '您的新 API 金鑰',
  newKeyWarning: '請立即複製並妥善保存：它不會再次顯示。',
  createdAt: '建立時間',
  lastUsedAt: '最近使用',
  never: '從未',
  scope: '範圍',
  scopeSave: '儲存範圍',
  scopeSaved: '金鑰範圍已修改',
  scopeNeedsKey: '請先產生金鑰，之後可隨時修改其範圍',
  scopes: {
    read: '唯讀',
    orders: '訂單',
    full: '全部',
  },
  scopeHelp: {
    read: '讀取訂單、憑證、餘額、發票、聯絡人和企業資訊，不能做任何修改。',
    orders: '還可以下單和管理訂單（驗證、重簽、取消、備註）、聯絡人和企業資訊。不能付款，不能儲值。',
    full: '主帳戶可做的一切，包括付款、儲值和退款，但子使用者和 API 金鑰除外。',
  },
  openApi: 'OpenAPI 文件',
  openApiHelp: '所有介面及其參數、回答和錯誤碼，供程式碼產生器和 API 工具使用。',
  download: '下載 OpenAPI',
  reference: 'API 參考',
  referenceLoading: '正在載入 API 參考…',
  referenceFailed: '無法載入 API 參考',
  loadFailed: '無法載入 API 金鑰',
  denied: {
    title: '只有主帳戶可以管理 API 金鑰',
    reason:
      '您目前以{{role}}角色的子使用者身分登入。API 金鑰讓程式無需登入即可代表整個帳戶操作，因此建立、檢視和重設金鑰只能由帳戶擁有者進行。如您的程式需要金鑰，請聯絡主帳戶。',
    roleMain: '主帳戶',
  },
  errors: {
    invalid: 'API 金鑰無效（錯誤、已被替換，或其帳戶已停用）',
    noKey: '還沒有 API 金鑰，請先產生',
  },
};
