import { MATRIX } from '@portal/contract';
import { catalogs, lookup } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { keyPageAccess } from './access';

describe('keyPageAccess (API tokens page)', () => {
  it('lets the main account manage its key', () => {
    expect(keyPageAccess({ role: 'admin', capabilities: [...MATRIX.main] })).toEqual({ allowed: true });
  });

  it("gives a sub-user the role's reason instead of the key's calls, in every language", () => {
    for (const role of ['sale', 'finance'] as const) {
      const access = keyPageAccess({ role, capabilities: [...MATRIX[role]] });
      expect(access).toEqual({
        allowed: false,
        denial: { key: 'apiKeys.denied.reason', vars: { roleKey: `team.roles.${role}` } },
      });
      if (access.allowed) continue;
      for (const catalog of Object.values(catalogs)) {
        expect(lookup(catalog, access.denial.key)).toContain('{{role}}');
        expect(lookup(catalog, access.denial.vars.roleKey)).toBeTruthy();
        expect(lookup(catalog, 'apiKeys.denied.title')).toBeTruthy();
      }
    }
  });
});
