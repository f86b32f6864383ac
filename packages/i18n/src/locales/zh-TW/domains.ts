import type { CatalogShape } from '../../shape.js';
import type { domains as en } from '../en-US/domains.js';

export const domains: CatalogShape<typeof en> = {
  errors: {
    disabled: '本平台未啟用 DCV 委派驗證',
    notFound: '{{domain}} 尚未建立委派，請先建立',
  },
  problems: {
    noCname:
      '{{name}} 沒有 CNAME 記錄：請建立指向 {{expected}} 的 CNAME（如有 TXT 記錄請先刪除：有 CNAME 的名稱不能再有其他記錄）',
    wrongCname: '{{name}} 的 CNAME 指向 {{found}}，應為 {{expected}}',
    lookupFailed: '{{name}} 的 DNS 查詢失敗（{{kind}}），我們稍後會再次檢查',
  },
  connectors: {
    credentialsRequired: '請輸入 DNS 服務商的憑證',
    labelRequired: '請為連接器命名',
    labelTooLong: '名稱過長（最多 80 個字元）',
    notFound: '沒有這個 DNS 連接器',
    refused: {
      badCredentials: '{{provider}} 拒絕了這組憑證：權杖或金鑰錯誤、已撤銷或格式不對',
      noZone: '{{provider}} 拒絕了這組憑證：憑證看不到任何 DNS 區域',
      forbidden: '{{provider}} 拒絕了這組憑證：憑證無權建立 TXT 記錄（唯讀，或區域不在授權範圍內）',
      rateLimited: '{{provider}} 拒絕了這組憑證：呼叫過於頻繁，請一分鐘後再試',
      unavailable: '{{provider}} 拒絕了這組憑證：服務商沒有回應，請稍後再試',
      rejected: '{{provider}} 拒絕了這組憑證：服務商拒絕了請求（{{detail}}）',
    },
  },
};
