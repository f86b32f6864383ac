/** 自动验证（issue 34）的网页文字：域名页的 DNS 连接器面板和“下一步”列，以及购买向导和订单页的提示。 */
export const domainsUi = {
  todo: {
    column: '下一步',
    manual: '自动验证：创建一条 CNAME，或在下方添加 DNS 连接器',
    pending: '请在 DNS 服务商处创建这条 CNAME，然后检查：',
    delegated: '无需操作：每次验证都会自动通过',
    connector: '无需操作：平台通过连接器“{{label}}”自动发布每个验证值',
    connectorFailing: '连接器“{{label}}”上次测试未通过：请重新测试或更换',
    renewalNeedsYou: '{{date}} 的续期需要您手动验证。创建一条 CNAME 或在下方添加 DNS 连接器即可避免',
  },
  next: {
    column: '下次续期',
    none: '暂无',
    needsYou: '需要您操作',
    automatic: '自动验证',
    reused: '验证仍有效',
  },
  acme: {
    intro: '对于通过 ACME（dns-01）验证的 CA 签发的证书，还需创建：',
  },
  delegate: {
    label: '委托域名',
    hint: '首次下单前也可设置：一条 CNAME 即覆盖该域名、其下的名称及通配符。',
  },
  connectors: {
    title: 'DNS 连接器',
    intro:
      '保存 DNS 服务商的 API 令牌后，平台会自动在那里创建每条验证记录，等待其生效，完成验证后再删除。令牌加密保存，不会再显示。',
    empty: '还没有 DNS 连接器',
    add: '添加连接器',
    columns: {
      label: '名称',
      provider: 'DNS 服务商',
      zones: '覆盖的区域',
      lastTest: '上次测试',
    },
    providers: { cloudflare: 'Cloudflare', dnspod: 'DNSPod（腾讯云）' },
    results: { ok: '通过', failed: '未通过', never: '未测试' },
    noZones: '无',
    test: '测试',
    testPassed: '“{{label}}”测试通过',
    testFailed: '“{{label}}”测试未通过：{{problem}}',
    remove: '删除',
    removeConfirm: '删除连接器“{{label}}”？',
    removeHint: '其令牌将被删除。之后其区域下的名称需要您再次手动发布验证值，除非有委托覆盖。',
    removed: '连接器“{{label}}”已删除',
    form: {
      title: '添加 DNS 连接器',
      provider: 'DNS 服务商',
      label: '名称',
      labelPlaceholder: '例如：Cloudflare 主账号',
      apiToken: 'API 令牌',
      cloudflareHint:
        '受限 API 令牌（My Profile → API Tokens），需要 Zone → Zone → Read 和 Zone → DNS → Edit 权限。不接受 Global API Key。',
      secretId: 'SecretId',
      secretKey: 'SecretKey',
      dnspodHint:
        '腾讯云 API 密钥对（访问管理 → API 密钥），建议使用拥有 QcloudDNSPodFullAccess 的子用户。不接受旧版 DNSPod Token。',
      testing: '保存前，平台会创建并删除一条 TXT 记录来测试凭据。',
      save: '测试并保存',
      saved: '连接器“{{label}}”已保存',
    },
  },
  auto: {
    title: '自动验证',
    intro: '这些名称无需您发布 TXT 值：平台会自动发布。',
    byDelegation: '{{name}}：通过 {{domain}} 的委托',
    byConnector: '{{name}}：通过 DNS 连接器“{{label}}”（{{provider}}）',
    next: '点击“提交验证”，或直接等待：平台每分钟会再检查一次。',
    otherMethod:
      '这些名称使用 DNS 验证即可自动验证，但目前使用其他方式：{{names}}。将验证方式改为 DNS 即可。',
    manualTitle: '下次自动验证',
    manual:
      '这些名称需要您手动发布验证值：{{names}}。每个域名创建一条 CNAME（或添加 DNS 连接器）后，之后的每次验证都会自动通过。',
    setUp: '在域名页设置',
  },
};
