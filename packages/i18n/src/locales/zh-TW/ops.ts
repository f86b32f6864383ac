/** 營運控制台（issue 18）：伺服器給營運人員的回答。 */
export const ops = {
  rejectedProblem: '審核未通過：{{reason}}',
  validation: {
    statusInvalid: '請選擇 0 到 13 之間的訂單狀態',
    reasonRequired: '請填寫拒絕的原因',
    uidInvalid: '請填寫帳戶編號（uid）',
    amountRequired: '請輸入金額',
    amountInvalid: '請輸入正數金額，最多兩位小數',
    amountMax: '單次入帳不能超過 1,000,000.00 USD',
    noteRequired: '請填寫入帳說明',
  },
  errors: {
    alreadyDecided: '訂單 {{id}} 已經處理過了',
    userNotFound: '沒有編號為 {{uid}} 的帳戶',
    wrongPassword: '密碼不正確',
    reconfirmRequired: '涉及資金的操作需要重新確認密碼（每 10 分鐘一次）',
  },
};
