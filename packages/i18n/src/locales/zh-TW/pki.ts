import type { CatalogShape } from '../../shape.js';
import type { pki as en } from '../en-US/pki.js';

export const pki: CatalogShape<typeof en> = {
  csr: {
    empty: '請貼上 CSR 或上傳 .csr 檔案。',
    unreadable:
      '無法識別此憑證簽署要求（CSR）。請貼上從「-----BEGIN CERTIFICATE REQUEST-----」到「-----END CERTIFICATE REQUEST-----」的完整文字，或上傳 .csr 檔案（PEM 或 DER 格式）。',
    badSignature: 'CSR 的簽章與其內容不符：CSR 在簽署後遭到修改或已損毀。請重新產生。',
    rsaTooSmall: '此 CSR 使用 {{bits}} 位元的 RSA 金鑰，至少需要 {{min}} 位元。',
    unsupportedCurve: '此 CSR 使用橢圓曲線 {{curve}}，僅支援 P-256 與 P-384。',
    unsupportedKey:
      '此 CSR 使用 {{algorithm}} 類型的金鑰，僅支援 RSA（2048 位元以上）與 ECDSA（P-256 或 P-384）金鑰。',
    noNames: '此 CSR 未包含任何網域：既沒有一般名稱（CN），也沒有主體別名（SAN）。',
    tooLarge: 'CSR 過大：最多接受 {{kb}} KB。請確認是否選擇了正確的檔案。',
  },
  domain: {
    required: '請至少輸入一個網域名稱。',
    invalidName: '「{{name}}」不是有效的網域名稱：只能使用字母、數字與連字號，各段之間以點分隔。',
    publicSuffix: '「{{name}}」是公共後綴，不是可以擁有的網域。',
    unknownSuffix: '「{{name}}」的結尾不是已知的頂級網域。',
    wildcardNotAllowed: '「{{name}}」是萬用字元網域，此產品不支援萬用字元。請選擇萬用字元產品。',
    wildcardRequired: '此萬用字元產品需要一個萬用字元網域，例如 *.example.com。',
    wildcardPosition: '「{{name}}」：萬用字元必須單獨構成最左側的一段，例如 *.example.com。',
    ipNotAllowed: '「{{name}}」是 IP 位址，此產品僅支援網域名稱。IP 位址需要 OV 憑證或 IP 憑證。',
    ipRequired: '「{{name}}」不是 IP 位址，此 IP 憑證僅支援公用 IPv4 位址。',
    ipNotPublic: '「{{name}}」是私人或保留位址，只能為公用 IPv4 位址簽發憑證。',
    ipv6NotAllowed: '「{{name}}」是 IPv6 位址，僅支援公用 IPv4 位址。',
    tooManyNames: '您輸入了 {{count}} 個名稱，此產品最多支援 {{max}} 個。',
    singleNameOnly:
      '此產品僅支援一個名稱（其 www. 形式或萬用字元的主網域免費附帶）。請移除 「{{name}}」，或選擇多網域產品。',
    internalName:
      '「{{name}}」是內部名稱（單段名稱或 .local、.internal 等保留後綴），公開信任的憑證只能用於公用網域。',
    tooLong: '「{{name}}」過長：網域名稱最多 253 個字元，兩個點之間最多 63 個字元。',
  },
};
