/** 團隊區域的文字：子使用者、稽核日誌和 API 金鑰（issue 14）。 */
export const team = {
  validation: {
    jobTitleRequired: '請輸入職稱',
    roleRequired: '請選擇角色',
    auditPermRequired: '請選擇稽核權限',
    statusRequired: '請選擇使用者狀態',
    scopeInvalid: '請選擇範圍：唯讀、訂單或全部',
  },
  roles: {
    sale: '銷售',
    finance: '財務',
  },
  errors: {
    resendDisabled: '此子使用者已被停用：請先啟用，再重新傳送邀請',
  },
  mail: {
    inviteSubject: '{{inviter}} 邀請您加入憑證入口網站',
    inviteBody:
      '{{name}}，您好：\n\n{{inviter}} 已將您新增為其憑證入口網站帳戶的{{role}}使用者（{{email}}）。\n請在 {{days}} 天內開啟以下連結設定密碼：\n\n{{link}}\n\n之後請使用 {{email}} 在此登入：{{login}}\n\n如果您沒有預期收到這封郵件，請忽略。\n',
  },
  subUsers: {
    notAllowed: '只有主帳戶可以管理子使用者',
    title: '子使用者',
    add: '新增',
    uid: 'UID',
    name: '姓名',
    email: '電子郵件',
    telephone: '電話',
    jobTitle: '職稱',
    role: '角色',
    status: '狀態',
    auditPerm: '稽核權限',
    auditPermHelp:
      '啟用後，該子使用者可以檢視團隊的稽核日誌（稽核日誌：主帳戶和所有子使用者在何時、從哪個 IP 做了什麼）。此權限不授予其他任何權限：使用者能做什麼仍由角色決定。禁止：不顯示稽核日誌。',
    lastLogin: '最後登入',
    action: '操作',
    edit: '編輯',
    resend: '重寄郵件',
    resendConfirm: '確定要重新傳送邀請郵件嗎？',
    resendDone: '邀請郵件已重新傳送',
    enable: '啟用',
    forbidden: '禁止',
    invited: '已邀請',
    empty: '尚無子使用者',
  },
  form: {
    addTitle: '新增子使用者',
    editTitle: '編輯子使用者',
    back: '返回',
    firstName: '名',
    lastName: '姓',
    submit: '送出',
    save: '儲存',
    cancel: '取消',
    created: '建立成功：邀請郵件已寄出',
    updated: '更新成功',
  },
};
