import type { CatalogShape } from '../../shape.js';
import type { dcv as en } from '../en-US/dcv.js';

export const dcv: CatalogShape<typeof en> = {
  dnsNoRecord: '{{name}} 沒有 TXT 記錄：請發布所示的值，並等待幾分鐘讓 DNS 生效',
  dnsWrongValue: '{{name}} 的 TXT 記錄為「{{found}}」，應為「{{expected}}」',
  dnsLookupFailed: '{{name}} 的 DNS 查詢失敗（{{kind}}），我們會重試',
  httpStatus: '{{url}} 回應 HTTP {{status}}，必須回應 200 和驗證值',
  httpBodyDiffers: '{{url}} 的檔案內容為「{{found}}」，應為「{{expected}}」',
  httpPrivateAddress: '{{url}} 指向私有位址 {{address}}，無法證明對公開網域的控制',
  httpNoAddress: '{{domain}} 沒有 IPv4 位址，無法取得 {{url}}',
  httpTimeout: '{{url}} 未在時限內回應',
  httpTooManyRedirects: '{{url}} 重新導向超過 {{limit}} 次',
  httpRedirectRefused: '{{url}} 重新導向到 {{target}}，這是不允許的（僅限 80 與 443 連接埠的 http/https）',
  httpTooLarge: '{{url}} 的回應超過 {{limit}} 位元組',
  httpUnreachable: '無法連線 {{url}}（{{reason}}）',
  caaForbids:
    '{{relevantAt}} 的 CAA 記錄只允許 {{issuers}} 為 {{name}} 簽發憑證，請加入我們的 CA 或刪除該記錄',
  caaUnknownCritical: '{{relevantAt}} 的 CAA 記錄含有未知的關鍵標籤 {{tag}}，禁止簽發',
  caaLookupFailed: '{{name}} 的 CAA 查詢失敗（{{kind}}），簽發將等待查詢成功',
  emailNotApproved: '正在等待寄到 {{email}} 的核准連結',
  unknown: '驗證尚未通過',
};
