import type { CatalogShape } from '../../shape.js';
import type { advertisements as en } from '../en-US/advertisements.js';

/** 广告与在线客服脚本设置（issue 15）的文字：给运营人员的拒绝理由。 */
export const advertisements: CatalogShape<typeof en> = {
  errors: {
    location: '位置 "{{value}}" 不是 {{locations}} 之一',
    image: {
      empty: '请填写图片地址',
      tooLong: '图片地址超过 {{max}} 个字符',
      scheme:
        '图片地址 "{{value}}" 必须是本站路径（以 / 开头）或 https:// 地址；http:、javascript: 等其他协议一律拒绝',
      malformed: '图片地址 "{{value}}" 不是有效的本站路径或 https:// 地址',
    },
    link: {
      empty: '请填写链接',
      tooLong: '链接超过 {{max}} 个字符',
      scheme:
        '链接 "{{value}}" 必须是本站路径（以 / 开头）或 https:// 地址；http:、javascript: 等其他协议一律拒绝',
      malformed: '链接 "{{value}}" 不是有效的本站路径或 https:// 地址',
    },
    chat: {
      empty: '请填写在线客服脚本的地址（移除请用 --clear）',
      tooLong: '在线客服脚本的地址超过 {{max}} 个字符',
      scheme: '在线客服脚本 "{{value}}" 必须是 https:// 地址；http:、javascript: 等其他协议一律拒绝',
      malformed: '在线客服脚本 "{{value}}" 不是有效的 https:// 地址',
    },
    descriptionRequired: '请填写描述',
    descriptionTooLong: '描述超过 {{max}} 个字符',
    countdown: '倒计时必须是 0 到 {{max}} 之间的整数秒',
    window: '结束时间必须晚于开始时间',
    endsInPast: '结束时间已过：该广告永远不会显示',
    notFound: '广告 {{id}} 不存在',
    removedAlready: '广告 {{id}} 已被移除',
  },
};
