/** 团队区域的文字：子用户、审计日志和 API 密钥（issue 14）。 */
export const team = {
  validation: {
    jobTitleRequired: '请输入职位',
    roleRequired: '请选择角色',
    auditPermRequired: '请选择审计权限',
    statusRequired: '请选择用户状态',
    scopeInvalid: '请选择范围：只读、订单或全部',
  },
};
