import type { CatalogShape } from '../../shape.js';
import type { apiKeys as en } from '../en-US/apiKeys.js';

/** API 密钥页面（/admin/integration/api）和密钥相关服务器回答的文字（issue 14，B9）。 */
export const apiKeys: CatalogShape<typeof en> = {
  title: 'API 令牌',
  intro:
    'API 密钥让您自己的软件以下面选择的权限调用门户的 API。请以请求头“Authorization: Bearer <密钥>”发送。',
  key: 'API 密钥',
  noKey: '尚未生成密钥',
  copy: '复制',
  copied: '已复制',
  copyFailed: '无法复制，请选中文字后手动复制',
  reset: '重置密钥',
  create: '生成密钥',
  resetConfirmTitle: '生成新的 API 密钥？',
  resetConfirm: '当前密钥将立即失效：使用它的所有程序都会被拒绝，直到您为它们换上新密钥。',
  resetOk: '生成新密钥',
  cancel: '取消',
  newKeyTitle: '您的新 API 密钥',
  newKeyWarning: '请立即复制并妥善保存：它不会再次显示。',
  createdAt: '创建时间',
  lastUsedAt: '最近使用',
  never: '从未',
  scope: '范围',
  scopeSave: '保存范围',
  scopeSaved: '密钥范围已修改',
  scopeNeedsKey: '请先生成密钥，之后可随时修改其范围',
  scopes: {
    read: '只读',
    orders: '订单',
    full: '全部',
  },
  scopeHelp: {
    read: '读取订单、证书、余额、发票、联系人和企业信息，不能做任何修改。',
    orders: '还可以下单和管理订单（验证、重签、取消、备注）、联系人和企业信息。不能付款，不能充值。',
    full: '主账户可做的一切，包括付款、充值和退款，但子用户和 API 密钥除外。',
  },
  openApi: 'OpenAPI 文档',
  openApiHelp: '所有接口及其参数、回答和错误码，供代码生成器和 API 工具使用。',
  download: '下载 OpenAPI',
  reference: 'API 参考',
  referenceLoading: '正在加载 API 参考…',
  referenceFailed: '无法加载 API 参考',
  loadFailed: '无法加载 API 密钥',
  denied: {
    title: '只有主账户可以管理 API 密钥',
    reason:
      '您当前以{{role}}角色的子用户身份登录。API 密钥让程序无需登录即可代表整个账户操作，因此创建、查看和重置密钥只能由账户所有者进行。如您的程序需要密钥，请联系主账户。',
    roleMain: '主账户',
  },
  errors: {
    invalid: 'API 密钥无效（错误、已被替换，或其账户已停用）',
    noKey: '还没有 API 密钥，请先生成',
  },
};
