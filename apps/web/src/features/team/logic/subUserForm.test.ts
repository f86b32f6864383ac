import type { SubAccountRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { EDIT_FIELDS, editValuesOf, fullName, stateTag, updateBodyOf } from './subUserForm';

const row: SubAccountRow = {
  uid: '12345678',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  telephone: '+1 555 0100',
  jobTitle: 'Accountant',
  role: 'finance',
  status: 'invalid',
  auditPerm: 'effective',
  lastLoginAt: null,
  invited: true,
};

describe('sub-user form', () => {
  it('starts the edit modal from the listed row, every field of the modal filled', () => {
    const values = editValuesOf(row);
    expect(Object.keys(values).sort()).toEqual([...EDIT_FIELDS].sort());
    expect(values).toMatchObject({ email: 'grace@example.com', status: 'invalid', auditPerm: 'effective' });
  });

  it('sends the uid again as subUID with the edited values', () => {
    const body = updateBodyOf(row, { ...editValuesOf(row), role: 'sale', status: 'effective' });
    expect(body).toMatchObject({ subUID: '12345678', role: 'sale', status: 'effective', email: row.email });
  });

  it('shows effective as a green Enable tag and invalid as an orange Forbidden tag', () => {
    expect(stateTag('effective')).toEqual({ color: 'green', labelKey: 'team.subUsers.enable' });
    expect(stateTag('invalid')).toEqual({ color: 'orange', labelKey: 'team.subUsers.forbidden' });
  });

  it('joins the names, "--" when none', () => {
    expect(fullName(row)).toBe('Grace Hopper');
    expect(fullName({ firstName: ' ', lastName: '' })).toBe('--');
  });
});
