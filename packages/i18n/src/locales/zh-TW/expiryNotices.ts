import type { CatalogShape } from '../../shape.js';
import type { expiryNotices as en } from '../en-US/expiryNotices.js';

/** 到期提醒的網頁控制項（issue 21, B6）：我的帳戶中的帳戶層級清單，以及訂單詳情中訂單自己的清單。 */
export const expiryNotices: CatalogShape<typeof en> = {
  tab: '到期提醒',
  title: '到期提醒',
  accountExplain:
    '在您訂單的憑證到期（或訂單先結束）前這麼多天，寄信到續費電子郵件並在此處傳送站內信。每張憑證每個提醒只傳送一次。沒有自己清單的訂單使用此清單。預設：30 天和 7 天；空清單表示不傳送。',
  orderExplain:
    '在憑證到期或訂單結束前這麼多天，寄信和站內信到續費電子郵件（{{email}}）。每張憑證每個提醒只傳送一次。',
  days: '到期前天數',
  placeholder: '輸入天數後按 Enter',
  follow: '使用帳戶設定',
  own: '自訂天數',
  followsAccount: '使用帳戶設定：{{days}}',
  daysList: '到期前 {{days}} 天',
  none: '不提醒',
  defaultNote: '預設值（您尚未設定清單）',
  save: '儲存',
  saved: '到期提醒已儲存',
  readOnly: '您的角色無法修改到期提醒：主帳號或財務使用者可以修改。',
  loadFailed: '無法載入到期提醒',
};
