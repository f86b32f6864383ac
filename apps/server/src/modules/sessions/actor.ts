import { capabilitiesOf, type Actor, type Capability, type KeyScope, type Role } from '@portal/contract';

/** What an account row tells the permission matrix: main account (operator or not) or sub-user with its role. */
export function accountActor(row: { role: Role; auditPerm: boolean; isOperator: boolean }): Actor {
  if (row.role === 'admin') return { kind: 'main', operator: row.isOperator };
  return { kind: 'sub', role: row.role, auditPerm: row.auditPerm };
}

/** The capabilities of a signed-in account, or of its API key (a key never exceeds its account's rights). */
export function actorCapabilities(
  row: { role: Role; auditPerm: boolean; isOperator: boolean },
  keyScope?: KeyScope,
): ReadonlySet<Capability> {
  const own = capabilitiesOf(accountActor(row));
  if (!keyScope) return own;
  const scoped = capabilitiesOf({ kind: 'key', scope: keyScope });
  return new Set([...scoped].filter((c) => own.has(c)));
}
