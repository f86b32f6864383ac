import type { CatalogShape } from '../../shape.js';
import type { dcv as en } from '../en-US/dcv.js';

export const dcv: CatalogShape<typeof en> = {
  dnsNoRecord: '{{name}} 没有 TXT 记录：请发布所示的值，并等待几分钟让 DNS 生效',
  dnsWrongValue: '{{name}} 的 TXT 记录为“{{found}}”，应为“{{expected}}”',
  dnsLookupFailed: '{{name}} 的 DNS 查询失败（{{kind}}），我们会重试',
  httpStatus: '{{url}} 返回 HTTP {{status}}，必须返回 200 和验证值',
  httpBodyDiffers: '{{url}} 的文件内容为“{{found}}”，应为“{{expected}}”',
  httpPrivateAddress: '{{url}} 指向私有地址 {{address}}，无法证明对公共域名的控制',
  httpNoAddress: '{{domain}} 没有 IPv4 地址，无法获取 {{url}}',
  httpTimeout: '{{url}} 未在规定时间内响应',
  httpTooManyRedirects: '{{url}} 重定向超过 {{limit}} 次',
  httpRedirectRefused: '{{url}} 重定向到 {{target}}，这是不允许的（仅限 80 和 443 端口的 http/https）',
  httpTooLarge: '{{url}} 的响应超过 {{limit}} 字节',
  httpUnreachable: '无法访问 {{url}}（{{reason}}）',
  caaForbids:
    '{{relevantAt}} 的 CAA 记录只允许 {{issuers}} 为 {{name}} 签发证书，请加入我们的 CA 或删除该记录',
  caaUnknownCritical: '{{relevantAt}} 的 CAA 记录含有未知的关键标签 {{tag}}，禁止签发',
  caaLookupFailed: '{{name}} 的 CAA 查询失败（{{kind}}），签发将等待查询成功',
  emailNotApproved: '正在等待发送到 {{email}} 的批准链接',
  unknown: '验证尚未通过',
};
