/** A DNS name as the connectors compare it: lower-case, no trailing dot. */
export const canonicalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * The zone that holds `fqdn` among `zones`: the longest one equal to it or a suffix of it at a label boundary
 * (`a.b.example.com` with zones example.com and b.example.com → b.example.com), and the name relative to it
 * (`@` for the zone itself) — DNSPod's SubDomain. Undefined when none holds it.
 */
export function findZone(
  fqdn: string,
  zones: readonly string[],
): { zone: string; relative: string } | undefined {
  const name = canonicalName(fqdn);
  let best: string | undefined;
  for (const candidate of zones.map(canonicalName)) {
    const holds = name === candidate || name.endsWith(`.${candidate}`);
    if (holds && candidate && (!best || candidate.length > best.length)) best = candidate;
  }
  if (!best) return undefined;
  return { zone: best, relative: name === best ? '@' : name.slice(0, -(best.length + 1)) };
}
