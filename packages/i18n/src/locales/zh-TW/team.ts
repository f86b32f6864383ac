/** 團隊區域的文字：子使用者、稽核日誌和 API 金鑰（issue 14）。 */
export const team = {
  validation: {
    jobTitleRequired: '請輸入職稱',
    roleRequired: '請選擇角色',
    auditPermRequired: '請選擇稽核權限',
    statusRequired: '請選擇使用者狀態',
    scopeInvalid: '請選擇範圍：唯讀、訂單或全部',
  },
};
