import type { CatalogShape } from '../../shape.js';
import type { pki as en } from '../en-US/pki.js';

export const pki: CatalogShape<typeof en> = {
  csr: {
    empty: '请粘贴 CSR 或上传 .csr 文件。',
    unreadable:
      '无法识别此证书签名请求（CSR）。请粘贴从“-----BEGIN CERTIFICATE REQUEST-----”到“-----END CERTIFICATE REQUEST-----”的完整文本，或上传 .csr 文件（PEM 或 DER 格式）。',
    badSignature: 'CSR 的签名与其内容不符：CSR 在签名后被修改或已损坏。请重新生成。',
    rsaTooSmall: '此 CSR 使用 {{bits}} 位的 RSA 密钥，至少需要 {{min}} 位。',
    unsupportedCurve: '此 CSR 使用椭圆曲线 {{curve}}，仅支持 P-256 和 P-384。',
    unsupportedKey:
      '此 CSR 使用 {{algorithm}} 类型的密钥，仅支持 RSA（2048 位及以上）和 ECDSA（P-256 或 P-384）密钥。',
    noNames: '此 CSR 未包含任何域名：既没有通用名称（CN），也没有使用者可选名称（SAN）。',
    tooLarge: 'CSR 过大：最多接受 {{kb}} KB。请检查是否选择了正确的文件。',
  },
  domain: {
    required: '请至少输入一个域名。',
    invalidName: '“{{name}}”不是有效的域名：只能使用字母、数字和连字符，各段之间用点分隔。',
    publicSuffix: '“{{name}}”是公共后缀，不是可以拥有的域名。',
    unknownSuffix: '“{{name}}”的结尾不是已知的顶级域名。',
    wildcardNotAllowed: '“{{name}}”是通配符域名，此产品不支持通配符。请选择通配符产品。',
    wildcardRequired: '此通配符产品需要一个通配符域名，例如 *.example.com。',
    wildcardPosition: '“{{name}}”：通配符必须单独构成最左侧的一段，例如 *.example.com。',
    ipNotAllowed: '“{{name}}”是 IP 地址，此产品仅支持域名。IP 地址需要 OV 证书或 IP 证书。',
    ipRequired: '“{{name}}”不是 IP 地址，此 IP 证书仅支持公网 IPv4 地址。',
    ipNotPublic: '“{{name}}”是私有或保留地址，只能为公网 IPv4 地址签发证书。',
    ipv6NotAllowed: '“{{name}}”是 IPv6 地址，仅支持公网 IPv4 地址。',
    tooManyNames: '您输入了 {{count}} 个名称，此产品最多支持 {{max}} 个。',
    singleNameOnly:
      '此产品仅支持一个名称（其 www. 形式或通配符的主域名免费附带）。请删除 “{{name}}”，或选择多域名产品。',
    internalName:
      '“{{name}}”是内部名称（单段名称或 .local、.internal 等保留后缀），公开信任的证书只能用于公网域名。',
    tooLong: '“{{name}}”过长：域名最多 253 个字符，两个点之间最多 63 个字符。',
  },
};
