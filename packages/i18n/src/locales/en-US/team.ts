/** Texts of the team area: sub-users, the audit log and the API key (issue 14). */
export const team = {
  validation: {
    jobTitleRequired: 'Please enter the job title',
    roleRequired: 'Please select the role',
    auditPermRequired: 'Please select the audit permission',
    statusRequired: 'Please select user status',
    scopeInvalid: 'Please choose a scope: read, orders or full',
  },
  roles: {
    sale: 'Sale',
    finance: 'Finance',
  },
  errors: {
    resendDisabled: 'This sub-user is disabled: enable it before sending the invitation again',
  },
  mail: {
    inviteSubject: '{{inviter}} invited you to the certificate portal',
    inviteBody:
      'Hello {{name}},\n\n{{inviter}} added you to their account in the certificate portal as a {{role}} user ({{email}}).\nOpen this link within {{days}} days to set your password:\n\n{{link}}\n\nThen log in here with {{email}}: {{login}}\n\nIf you did not expect this, ignore this mail.\n',
  },
  subUsers: {
    notAllowed: 'Only the main account manages its sub-users',
    title: 'Sub-users',
    add: 'Add',
    uid: 'UID',
    name: 'Name',
    email: 'Email',
    telephone: 'Telephone',
    jobTitle: 'Job title',
    role: 'Role',
    status: 'Status',
    auditPerm: 'Audit permission',
    auditPermHelp:
      'Enable lets this sub-user read the team’s audit log (Audit logs: who did what, when and from which IP, for the main account and every sub-user). It grants nothing else: what the user may do still comes from the role. Forbidden: the audit log stays hidden.',
    lastLogin: 'Last login',
    action: 'Action',
    edit: 'Edit',
    resend: 'Resend mail',
    resendConfirm: 'Are you sure to resend the invitation email?',
    resendDone: 'The invitation email was sent again',
    enable: 'Enable',
    forbidden: 'Forbidden',
    invited: 'Invited',
    empty: 'No sub-users yet',
  },
  form: {
    addTitle: 'Add sub-user',
    editTitle: 'Edit sub-user',
    back: 'Back',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Submit',
    save: 'Save',
    cancel: 'Cancel',
    created: 'Created successfully: the invitation email was sent',
    updated: 'Update success',
  },
};
