import type { CatalogShape } from '../../shape.js';
import type { domains as en } from '../en-US/domains.js';

export const domains: CatalogShape<typeof en> = {
  errors: {
    disabled: '本平台未启用 DCV 委托验证',
    notFound: '{{domain}} 还没有委托，请先创建',
  },
  problems: {
    noCname:
      '{{name}} 没有 CNAME 记录：请创建指向 {{expected}} 的 CNAME（如有 TXT 记录请先删除：有 CNAME 的名称不能再有其他记录）',
    wrongCname: '{{name}} 的 CNAME 指向 {{found}}，应为 {{expected}}',
    lookupFailed: '{{name}} 的 DNS 查询失败（{{kind}}），我们稍后会再次检查',
  },
  connectors: {
    credentialsRequired: '请输入 DNS 服务商的凭据',
    labelRequired: '请为连接器命名',
    labelTooLong: '名称过长（最多 80 个字符）',
    notFound: '没有这个 DNS 连接器',
    refused: {
      badCredentials: '{{provider}} 拒绝了这组凭据：令牌或密钥错误、已吊销或格式不对',
      noZone: '{{provider}} 拒绝了这组凭据：凭据看不到任何 DNS 区域',
      forbidden: '{{provider}} 拒绝了这组凭据：凭据无权创建 TXT 记录（只读，或区域不在授权范围内）',
      rateLimited: '{{provider}} 拒绝了这组凭据：调用过于频繁，请一分钟后再试',
      unavailable: '{{provider}} 拒绝了这组凭据：服务商没有响应，请稍后再试',
      rejected: '{{provider}} 拒绝了这组凭据：服务商拒绝了请求（{{detail}}）',
    },
  },
};
