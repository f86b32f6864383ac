import type { DomainRow } from '@portal/contract';

/** How one name of an order validates by itself, or null when the customer publishes its value. */
export type AutoMethod =
  | { kind: 'delegated'; domain: string }
  | { kind: 'connector'; label: string; provider: 'cloudflare' | 'dnspod' };

export interface OrderCoverage {
  /** DNS-method names a delegation or a connector validates, with how. */
  auto: { name: string; how: AutoMethod }[];
  /** Names that would validate by themselves but use the file or e-mail method (only DNS goes through it). */
  otherMethod: string[];
  /** Names nothing covers: the customer publishes their values. */
  manual: string[];
}

/** `*.a.example.com` → `a.example.com`: a wildcard is validated at its base name. */
function baseOf(name: string): string {
  return name.startsWith('*.') ? name.slice(2) : name;
}

function covers(domain: string, name: string): boolean {
  return name === domain || name.endsWith(`.${domain}`);
}

/**
 * How a name validates, read from GET domains: its own row's mode (the server applies delegation > connector >
 * manual, docs/domain/dns-connectors.md), else an active delegation of the account on the name or a parent.
 */
export function autoMethodOf(name: string, rows: readonly DomainRow[]): AutoMethod | null {
  const lower = name.toLowerCase();
  const row = rows.find((r) => r.domain === lower);
  if (row?.mode === 'delegated' && row.delegation)
    return { kind: 'delegated', domain: row.delegation.domain };
  if (row?.mode === 'connector' && row.connector)
    return { kind: 'connector', label: row.connector.label, provider: row.connector.provider };
  if (row) return null;
  const base = baseOf(lower);
  const parent = rows
    .filter((r) => r.delegation?.state === 'active' && covers(r.delegation.domain, base))
    .sort((a, b) => (b.delegation?.domain.length ?? 0) - (a.delegation?.domain.length ?? 0))[0];
  return parent?.delegation ? { kind: 'delegated', domain: parent.delegation.domain } : null;
}

/** The order's names (its validation items) split by how each validates. */
export function coverageOf(
  items: readonly { domain: string; authMethod: string }[],
  rows: readonly DomainRow[],
): OrderCoverage {
  const coverage: OrderCoverage = { auto: [], otherMethod: [], manual: [] };
  const seen = new Set<string>();
  for (const item of items) {
    if (!item.domain || seen.has(item.domain)) continue;
    seen.add(item.domain);
    const how = autoMethodOf(item.domain, rows);
    if (!how) coverage.manual.push(item.domain);
    else if (item.authMethod === 'dns') coverage.auto.push({ name: item.domain, how });
    else coverage.otherMethod.push(item.domain);
  }
  return coverage;
}
