import type { CatalogShape } from '../../shape.js';
import type { advertisements as en } from '../en-US/advertisements.js';

/** 廣告與線上客服腳本設定（issue 15）的文字：給營運人員的拒絕理由。 */
export const advertisements: CatalogShape<typeof en> = {
  errors: {
    location: '位置 "{{value}}" 不是 {{locations}} 之一',
    image: {
      empty: '請填寫圖片網址',
      tooLong: '圖片網址超過 {{max}} 個字元',
      scheme:
        '圖片網址 "{{value}}" 必須是本站路徑（以 / 開頭）或 https:// 網址；http:、javascript: 等其他協定一律拒絕',
      malformed: '圖片網址 "{{value}}" 不是有效的本站路徑或 https:// 網址',
    },
    link: {
      empty: '請填寫連結',
      tooLong: '連結超過 {{max}} 個字元',
      scheme:
        '連結 "{{value}}" 必須是本站路徑（以 / 開頭）或 https:// 網址；http:、javascript: 等其他協定一律拒絕',
      malformed: '連結 "{{value}}" 不是有效的本站路徑或 https:// 網址',
    },
    chat: {
      empty: '請填寫線上客服腳本的網址（移除請用 --clear）',
      tooLong: '線上客服腳本的網址超過 {{max}} 個字元',
      scheme: '線上客服腳本 "{{value}}" 必須是 https:// 網址；http:、javascript: 等其他協定一律拒絕',
      malformed: '線上客服腳本 "{{value}}" 不是有效的 https:// 網址',
    },
    descriptionRequired: '請填寫描述',
    descriptionTooLong: '描述超過 {{max}} 個字元',
    countdown: '倒數計時必須是 0 到 {{max}} 之間的整數秒',
    window: '結束時間必須晚於開始時間',
    endsInPast: '結束時間已過：該廣告永遠不會顯示',
    notFound: '廣告 {{id}} 不存在',
    removedAlready: '廣告 {{id}} 已被移除',
  },
};
