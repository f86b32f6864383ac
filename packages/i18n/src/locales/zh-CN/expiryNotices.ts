import type { CatalogShape } from '../../shape.js';
import type { expiryNotices as en } from '../en-US/expiryNotices.js';

/** 到期提醒的网页控件（issue 21, B6）：我的账户中的账户级列表，以及订单详情中订单自己的列表。 */
export const expiryNotices: CatalogShape<typeof en> = {
  tab: '到期提醒',
  title: '到期提醒',
  accountExplain:
    '在您订单的证书到期（或订单先结束）前这么多天，向续费邮箱发送邮件并在此处发送站内信。每个证书每个提醒只发送一次。没有自己列表的订单使用此列表。默认：30 天和 7 天；空列表表示不发送。',
  orderExplain:
    '在证书到期或订单结束前这么多天，向续费邮箱（{{email}}）发送邮件和站内信。每个证书每个提醒只发送一次。',
  days: '到期前天数',
  placeholder: '输入天数后按回车',
  follow: '使用账户设置',
  own: '自定义天数',
  followsAccount: '使用账户设置：{{days}}',
  daysList: '到期前 {{days}} 天',
  none: '不提醒',
  defaultNote: '默认值（您尚未设置列表）',
  save: '保存',
  saved: '到期提醒已保存',
  readOnly: '您的角色无法修改到期提醒：主账号或财务用户可以修改。',
  loadFailed: '无法加载到期提醒',
};
