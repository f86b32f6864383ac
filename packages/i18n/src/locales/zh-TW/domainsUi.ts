/** 自動驗證（issue 34）的網頁文字：網域頁的 DNS 連接器面板和「下一步」欄，以及購買精靈和訂單頁的提示。 */
export const domainsUi = {
  todo: {
    column: '下一步',
    manual: '自動驗證：建立一筆 CNAME，或在下方新增 DNS 連接器',
    pending: '請在 DNS 服務商處建立這筆 CNAME，然後檢查：',
    delegated: '無需操作：每次驗證都會自動通過',
    connector: '無需操作：平台透過連接器「{{label}}」自動發布每個驗證值',
    connectorFailing: '連接器「{{label}}」上次測試未通過：請重新測試或更換',
    renewalNeedsYou: '{{date}} 的續期需要您手動驗證。建立一筆 CNAME 或在下方新增 DNS 連接器即可避免',
  },
  next: {
    column: '下次續期',
    none: '暫無',
    needsYou: '需要您處理',
    automatic: '自動驗證',
    reused: '驗證仍有效',
  },
  acme: {
    intro: '對於透過 ACME（dns-01）驗證的 CA 簽發的憑證，還需建立：',
  },
  delegate: {
    label: '委派網域',
    hint: '首次下單前也可設定：一筆 CNAME 即涵蓋該網域、其下的名稱及萬用字元。',
  },
  connectors: {
    title: 'DNS 連接器',
    intro:
      '儲存 DNS 服務商的 API 權杖後，平台會自動在那裡建立每筆驗證記錄，等待其生效，完成驗證後再刪除。權杖加密保存，不會再顯示。',
    empty: '還沒有 DNS 連接器',
    add: '新增連接器',
    columns: {
      label: '名稱',
      provider: 'DNS 服務商',
      zones: '涵蓋的區域',
      lastTest: '上次測試',
    },
    providers: { cloudflare: 'Cloudflare', dnspod: 'DNSPod（騰訊雲）' },
    results: { ok: '通過', failed: '未通過', never: '未測試' },
    noZones: '無',
    test: '測試',
    testPassed: '「{{label}}」測試通過',
    testFailed: '「{{label}}」測試未通過：{{problem}}',
    remove: '刪除',
    removeConfirm: '刪除連接器「{{label}}」？',
    removeHint: '其權杖將被刪除。之後其區域下的名稱需要您再次手動發布驗證值，除非有委派涵蓋。',
    removed: '連接器「{{label}}」已刪除',
    form: {
      title: '新增 DNS 連接器',
      provider: 'DNS 服務商',
      label: '名稱',
      labelPlaceholder: '例如：Cloudflare 主帳號',
      apiToken: 'API 權杖',
      cloudflareHint:
        '受限 API 權杖（My Profile → API Tokens），需要 Zone → Zone → Read 和 Zone → DNS → Edit 權限。不接受 Global API Key。',
      secretId: 'SecretId',
      secretKey: 'SecretKey',
      dnspodHint:
        '騰訊雲 API 金鑰對（存取管理 → API 金鑰），建議使用擁有 QcloudDNSPodFullAccess 的子使用者。不接受舊版 DNSPod Token。',
      testing: '儲存前，平台會建立並刪除一筆 TXT 記錄來測試憑證。',
      save: '測試並儲存',
      saved: '連接器「{{label}}」已儲存',
    },
  },
  auto: {
    title: '自動驗證',
    intro: '這些名稱無需您發布 TXT 值：平台會自動發布。',
    byDelegation: '{{name}}：透過 {{domain}} 的委派',
    byConnector: '{{name}}：透過 DNS 連接器「{{label}}」（{{provider}}）',
    next: '點選「提交驗證」，或直接等待：平台每分鐘會再檢查一次。',
    otherMethod:
      '這些名稱使用 DNS 驗證即可自動驗證，但目前使用其他方式：{{names}}。將驗證方式改為 DNS 即可。',
    manualTitle: '下次自動驗證',
    manual:
      '這些名稱需要您手動發布驗證值：{{names}}。每個網域建立一筆 CNAME（或新增 DNS 連接器）後，之後的每次驗證都會自動通過。',
    setUp: '在網域頁設定',
  },
};
