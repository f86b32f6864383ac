import type { EffectiveState, SubAccountBody, SubAccountRow, SubAccountUpdateBody } from '@portal/contract';

/** The add form's fields, in the order shown (spec 001 section 5: every one required). */
export const ADD_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'telephone',
  'jobTitle',
  'role',
  'auditPerm',
] as const satisfies readonly (keyof SubAccountBody)[];

/** The edit modal: the same fields plus the status. */
export const EDIT_FIELDS = [
  ...ADD_FIELDS,
  'status',
] as const satisfies readonly (keyof SubAccountUpdateBody)[];

/**
 * The explanation under a field, where its name alone does not say what it grants: the audit permission adds only
 * `audit.read` (packages/contract/src/permissions.ts, capabilitiesOf) — the team's audit log, nothing else.
 */
export const FIELD_HELP: Partial<Record<(typeof EDIT_FIELDS)[number], string>> = {
  auditPerm: 'team.subUsers.auditPermHelp',
};

export type EditValues = Pick<SubAccountUpdateBody, (typeof EDIT_FIELDS)[number]>;

/** The edit modal's starting values: the row as listed. */
export function editValuesOf(row: SubAccountRow): EditValues {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    jobTitle: row.jobTitle,
    role: row.role,
    auditPerm: row.auditPerm,
    status: row.status,
  };
}

/** PUT sub-accounts/{uid}: the spec's form sends the uid again as subUID. */
export function updateBodyOf(row: SubAccountRow, values: EditValues): SubAccountUpdateBody {
  return { ...values, subUID: row.uid };
}

/** Status and audit permission as tags (spec 001 section 4): effective = Enable (green), invalid = Forbidden. */
export function stateTag(state: EffectiveState): { color: 'green' | 'orange'; labelKey: string } {
  return state === 'effective'
    ? { color: 'green', labelKey: 'team.subUsers.enable' }
    : { color: 'orange', labelKey: 'team.subUsers.forbidden' };
}

/** The person's name as one line: first and last name, or "--" when neither is set. */
export function fullName(row: Pick<SubAccountRow, 'firstName' | 'lastName'>): string {
  return [row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' ') || '--';
}
