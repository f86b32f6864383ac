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
  page: {
    title: '域名',
    intro:
      '您的订单包含的所有名称以及您委托的所有域名。已委托的域名在每次下单、重签和续费时都会自动完成验证；手动验证的域名每次都需要您发布验证值。',
    empty: '暂无域名：您订单中的名称会显示在这里',
    columns: {
      domain: '域名',
      mode: '验证方式',
      delegation: '委托',
      orders: '订单数',
      lastValidated: '最近验证',
      reuseEnds: '复用截止',
    },
    modes: { manual: '手动', delegated: '已委托', connector: 'DNS 接入' },
    modeHints: {
      manual: '每次验证该名称时，都需要您发布验证值（DNS、文件或邮件）',
      delegated: '一条 CNAME 把验证委托给本平台：每次验证都无需您操作',
      connector: '本平台使用您保存的令牌在您的 DNS 服务商处创建记录',
    },
    states: { pending: '待生效', active: '已生效', none: '未委托' },
    coveredBy: '由 {{domain}} 委托',
    validate: '自动验证',
    check: '委托',
    remove: '移除委托',
    removeConfirm: '确定移除 {{domain}} 的委托吗？',
    removeHint: '其名称将不再自动验证：每次验证都需要您再次操作。之后您可以删除该 CNAME。',
    removed: '已移除 {{domain}} 的委托',
    off: '本平台未启用自动验证（DCV 委托）：请按订单显示的验证值逐个完成验证。',
    dialog: {
      title: '自动验证 {{domain}}',
      step1: '创建 CNAME',
      step2: '检查',
      intro: '请在您的 DNS 服务商处创建这一条记录：',
      name: '主机记录',
      type: '类型',
      target: '记录值',
      once: '只需创建一次：之后该域名及其下所有名称（包括通配符）的每次验证都有效。',
      check: '立即检查',
      close: '关闭',
      expected: '应为',
      found: '查到',
      nothing: '无',
      pending: '尚未查到该 CNAME；DNS 变更可能需要几分钟才能生效',
      active: '委托已生效：{{domain}} 及其下名称的每次验证都会自动通过',
    },
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
