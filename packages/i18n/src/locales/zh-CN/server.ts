import type { CatalogShape } from '../../shape.js';
import type { server as en } from '../en-US/server.js';

export const server: CatalogShape<typeof en> = {
  mail: {
    resetSubject: '重置您的密码',
    resetBody:
      '您好，\n\n有人申请重置账户 {{email}} 的密码。\n请在 {{minutes}} 分钟内打开以下链接设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。\n',
    welcomeSubject: '欢迎使用证书门户',
    welcomeBody: '您好，\n\n您的账户 {{email}} 已就绪。请在此登录：{{link}}\n',
  },
};
