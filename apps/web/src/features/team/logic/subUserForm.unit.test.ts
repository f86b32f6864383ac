import { capabilitiesOf, type SubAccountRow } from '@portal/contract';
import { catalogs, lookup } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { EDIT_FIELDS, editValuesOf, FIELD_HELP, fullName, stateTag, updateBodyOf } from './subUserForm';

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

describe("the audit permission's explanation", () => {
  it('exists in every language and names what the permission grants: the audit log, nothing else', () => {
    // What the matrix adds for an effective audit permission: only audit.read.
    for (const role of ['sale', 'finance'] as const) {
      const without = capabilitiesOf({ kind: 'sub', role, auditPerm: false });
      const granted = [...capabilitiesOf({ kind: 'sub', role, auditPerm: true })].filter(
        (c) => !without.has(c),
      );
      expect(granted).toEqual(['audit.read']);
    }
    const key = FIELD_HELP.auditPerm;
    expect(key).toBeDefined();
    for (const catalog of Object.values(catalogs)) {
      const text = lookup(catalog, key!);
      expect(text).toBeTruthy();
      // It uses the page's own words: the audit log's title and both choices of the field.
      for (const word of ['audit.title', 'team.subUsers.enable', 'team.subUsers.forbidden'])
        expect(text).toContain(lookup(catalog, word));
    }
  });
});
