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
};
