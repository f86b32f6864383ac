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
  page: {
    title: '網域',
    intro:
      '您的訂單包含的所有名稱以及您委派的所有網域。已委派的網域在每次下單、重新簽發和續約時都會自動完成驗證；手動驗證的網域每次都需要您發布驗證值。',
    empty: '尚無網域：您訂單中的名稱會顯示在這裡',
    columns: {
      domain: '網域',
      mode: '驗證方式',
      delegation: '委派',
      orders: '訂單數',
      lastValidated: '最近驗證',
      reuseEnds: '沿用截止',
    },
    modes: { manual: '手動', delegated: '已委派', connector: 'DNS 連接' },
    modeHints: {
      manual: '每次驗證該名稱時，都需要您發布驗證值（DNS、檔案或電子郵件）',
      delegated: '一筆 CNAME 將驗證委派給本平台：每次驗證都無需您操作',
      connector: '本平台使用您儲存的權杖在您的 DNS 服務商建立記錄',
    },
    states: { pending: '待生效', active: '已生效', none: '未委派' },
    coveredBy: '由 {{domain}} 委派',
    validate: '自動驗證',
    check: '委派',
    remove: '移除委派',
    removeConfirm: '確定移除 {{domain}} 的委派嗎？',
    removeHint: '其名稱將不再自動驗證：每次驗證都需要您再次操作。之後您可以刪除該 CNAME。',
    removed: '已移除 {{domain}} 的委派',
    off: '本平台未啟用自動驗證（DCV 委派）：請依訂單顯示的驗證值逐一完成驗證。',
    dialog: {
      title: '自動驗證 {{domain}}',
      step1: '建立 CNAME',
      step2: '檢查',
      intro: '請在您的 DNS 服務商建立這一筆記錄：',
      name: '主機名稱',
      type: '類型',
      target: '目標',
      once: '只需建立一次：之後該網域及其下所有名稱（包括萬用字元）的每次驗證都有效。',
      check: '立即檢查',
      close: '關閉',
      expected: '應為',
      found: '查到',
      nothing: '無',
      pending: '尚未查到該 CNAME；DNS 變更可能需要幾分鐘才會生效',
      active: '委派已生效：{{domain}} 及其下名稱的每次驗證都會自動通過',
    },
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
