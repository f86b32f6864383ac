import type { CatalogShape } from '../../shape.js';
import type { domainNotices as en } from '../en-US/domainNotices.js';

export const domainNotices: CatalogShape<typeof en> = {
  mail: {
    subject: '訂單 #{{orderId}}：{{date}} 續簽時有 {{count}} 個網域需要您驗證',
    body: '訂單 #{{orderId}} 的訂閱將於 {{date}} 簽發下一張憑證。屆時以下網域的上次驗證已無法再沿用，且沒有自動驗證方式：\n\n{{names}}\n\n您需要為每個網域重新發布驗證值，否則續簽會一直等待。若想這次及以後的續簽都無需操作，請一次性委派驗證：在「網域」頁面（{{domainsLink}}）選擇「自動驗證」並依提示建立 CNAME 記錄，或在那裡連接您的 DNS 服務商。\n\n訂單：{{link}}',
  },
};
