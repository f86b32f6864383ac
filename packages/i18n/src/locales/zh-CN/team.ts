/** 团队区域的文字：子用户、审计日志和 API 密钥（issue 14）。 */
export const team = {
  validation: {
    jobTitleRequired: '请输入职位',
    roleRequired: '请选择角色',
    auditPermRequired: '请选择审计权限',
    statusRequired: '请选择用户状态',
    scopeInvalid: '请选择范围：只读、订单或全部',
  },
  roles: {
    sale: '销售',
    finance: '财务',
  },
  errors: {
    resendDisabled: '该子用户已被禁用：请先启用，再重新发送邀请',
  },
  mail: {
    inviteSubject: '{{inviter}} 邀请您加入证书门户',
    inviteBody:
      '{{name}}，您好：\n\n{{inviter}} 已将您添加为其证书门户账户的{{role}}用户（{{email}}）。\n请在 {{days}} 天内打开以下链接设置密码：\n\n{{link}}\n\n之后请使用 {{email}} 在此登录：{{login}}\n\n如果您没有预期收到此邮件，请忽略。\n',
  },
  subUsers: {
    notAllowed: '只有主账户可以管理子用户',
    title: '子用户',
    add: '添加',
    uid: 'UID',
    name: '姓名',
    email: '邮箱',
    telephone: '电话',
    jobTitle: '职位',
    role: '角色',
    status: '状态',
    auditPerm: '审计权限',
    auditPermHelp:
      '启用后，该子用户可以查看团队的审计日志（审计日志：主账户和所有子用户在何时、从哪个 IP 做了什么）。此权限不授予其他任何权限：用户能做什么仍由角色决定。禁止：不显示审计日志。',
    lastLogin: '最后登录',
    action: '操作',
    edit: '编辑',
    resend: '重发邮件',
    resendConfirm: '确定要重新发送邀请邮件吗？',
    resendDone: '邀请邮件已重新发送',
    enable: '启用',
    forbidden: '禁止',
    invited: '已邀请',
    empty: '暂无子用户',
  },
  form: {
    addTitle: '添加子用户',
    editTitle: '编辑子用户',
    back: '返回',
    firstName: '名',
    lastName: '姓',
    submit: '提交',
    save: '保存',
    cancel: '取消',
    created: '创建成功：邀请邮件已发送',
    updated: '更新成功',
  },
};
