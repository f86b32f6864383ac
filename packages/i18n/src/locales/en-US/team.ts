/** Texts of the team area: sub-users, the audit log and the API key (issue 14). */
export const team = {
  validation: {
    jobTitleRequired: 'Please enter the job title',
    roleRequired: 'Please select the role',
    auditPermRequired: 'Please select the audit permission',
    statusRequired: 'Please select user status',
    scopeInvalid: 'Please choose a scope: read, orders or full',
  },
};
