/** 运营控制台（issue 18）：服务器给运营人员的回答。 */
export const ops = {
  rejectedProblem: '审核未通过：{{reason}}',
  validation: {
    statusInvalid: '请选择 0 到 13 之间的订单状态',
    reasonRequired: '请填写拒绝的原因',
    uidInvalid: '请填写账户编号（uid）',
    amountRequired: '请输入金额',
    amountInvalid: '请输入正数金额，最多两位小数',
    amountMax: '单次入账不能超过 1,000,000.00 USD',
    noteRequired: '请填写入账说明',
  },
  errors: {
    alreadyDecided: '订单 {{id}} 已经处理过了',
    userNotFound: '没有编号为 {{uid}} 的账户',
    wrongPassword: '密码不正确',
    reconfirmRequired: '涉及资金的操作需要重新确认密码（每 10 分钟一次）',
  },
};
