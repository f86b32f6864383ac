import type { CatalogShape } from '../../shape.js';
import type { server as en } from '../en-US/server.js';

export const server: CatalogShape<typeof en> = {
  mail: {
    resetSubject: '重設您的密碼',
    resetBody:
      '您好，\n\n有人申請重設帳戶 {{email}} 的密碼。\n請在 {{minutes}} 分鐘內開啟以下連結設定新密碼：\n\n{{link}}\n\n如果不是您本人操作，請忽略此郵件，您的密碼不會改變。\n',
    welcomeSubject: '歡迎使用憑證入口網站',
    welcomeBody: '您好，\n\n您的帳戶 {{email}} 已就緒。請在此登入：{{link}}\n',
  },
};
