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
};
