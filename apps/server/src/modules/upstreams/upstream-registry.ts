// The stored upstreams as the CA directory sees them (integrations/ca/ca-directory.ts `CaRouting`): a snapshot of
// the routes and of each upstream's row, read again whenever the `upstreams` shared cache moves (any process's
// change, within a second) and before a new order's CA is decided (`refresh`). Each upstream's CA client is built
// on first use and built again once its row changed (updated_at).
import type { Database } from '../../db/client.js';
import { CaError, type CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { CaRouting } from '../../integrations/ca/ca-directory.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import {
  UPSTREAM_FACTORIES,
  UPSTREAM_VALIDATES_NAMES,
  UPSTREAM_VETS_ORGANIZATIONS,
  type UpstreamFactory,
  type UpstreamFactoryOptions,
} from './upstream-factories.js';
import { openUpstreamSecrets } from './upstream-secrets.js';
import { createUpstreamsRepository, type UpstreamRow, type UpstreamType } from './upstreams.repository.js';

export interface UpstreamRegistry extends CaRouting {
  /** The CA client of one stored upstream, built fresh (upstream:test; never cached). */
  build(row: UpstreamRow): Promise<CertificateAuthority>;
}

export interface UpstreamRegistryOptions extends UpstreamFactoryOptions {
  sharedCaches?: SharedCaches;
  factories?: Partial<Record<UpstreamType, UpstreamFactory>>;
  /** Health writes failing (a database hiccup) are logged, never thrown at the order. */
  log?: { error(obj: object, msg: string): void };
}

const routeKey = (brand: string, shortName: string) => `${brand}\u0000${shortName}`;

export function createUpstreamRegistry(
  deps: { db: Database; secretKey: string; clock: { now(): Date } },
  options: UpstreamRegistryOptions = {},
): UpstreamRegistry {
  const repository = createUpstreamsRepository(deps.db);
  const factories = { ...UPSTREAM_FACTORIES, ...options.factories };
  let routes = new Map<string, { upstream: string; upstreamProduct: string | null }>();
  let entries = new Map<string, { stamp: number; ca: CertificateAuthority }>();
  let reading: Promise<void> = Promise.resolve();

  async function build(row: UpstreamRow): Promise<CertificateAuthority> {
    const secrets = openUpstreamSecrets(deps.secretKey, row.secretsSealed);
    return factories[row.type](
      { name: row.name, type: row.type, settings: row.settings, secrets, caBundlePem: row.caBundlePem },
      options,
    );
  }

  async function recordHealth(name: string, outcome: { ok: true } | { ok: false; error: string }) {
    await repository
      .recordHealth(name, outcome, deps.clock.now())
      .catch((error: unknown) => options.log?.error({ err: error }, `upstream ${name}: health not recorded`));
  }

  /**
   * A CA whose client is made on first call. Answers (and outages: CaError `unavailable`) are written as the
   * upstream's health; a refusal of one order says nothing about the upstream.
   */
  function lazyCa(
    name: string,
    validatesNames: boolean,
    make: () => Promise<CertificateAuthority>,
    vetsOrganizations = false,
  ): CertificateAuthority {
    let made: Promise<CertificateAuthority> | undefined;
    const client = () =>
      (made ??= make().catch((error: unknown) => {
        made = undefined;
        throw error;
      }));
    const call = async <T>(work: (ca: CertificateAuthority) => Promise<T>): Promise<T> => {
      try {
        const answer = await work(await client());
        await recordHealth(name, { ok: true });
        return answer;
      } catch (error) {
        if (error instanceof CaError && error.kind === 'unavailable')
          await recordHealth(name, { ok: false, error: error.message });
        throw error;
      }
    };
    return {
      name,
      validatesNames,
      vetsOrganizations,
      submit: (request) => call((ca) => ca.submit(request)),
      recheck: (caOrderId, request) => call((ca) => ca.recheck(caOrderId, request)),
      revoke: (pem, reason) => call((ca) => ca.revoke(pem, reason)),
      cancel: (caOrderId) => call(async (ca) => ca.cancel?.(caOrderId)),
      check: () => call(async (ca) => ca.check?.()),
      rootPem: async () => (await client()).rootPem(),
    };
  }

  async function load(): Promise<void> {
    const [rows, routeRows] = await Promise.all([repository.all(), repository.routes()]);
    const next = new Map<string, { stamp: number; ca: CertificateAuthority }>();
    for (const row of rows) {
      const stamp = row.updatedAt?.getTime() ?? 0;
      const known = entries.get(row.name);
      next.set(
        row.name,
        known && known.stamp === stamp
          ? known
          : {
              stamp,
              ca: lazyCa(
                row.name,
                UPSTREAM_VALIDATES_NAMES[row.type],
                () => build(row),
                UPSTREAM_VETS_ORGANIZATIONS[row.type],
              ),
            },
      );
    }
    entries = next;
    routes = new Map(
      routeRows.map((r) => [
        routeKey(r.brand, r.shortName),
        { upstream: r.upstream, upstreamProduct: r.upstreamProduct },
      ]),
    );
  }

  /** One read at a time, in order: a change announced meanwhile is read by the next one. */
  function refresh(): Promise<void> {
    const next = reading.then(load, load);
    reading = next.catch(() => undefined);
    return next;
  }

  options.sharedCaches?.onChange('upstreams', () => {
    refresh().catch((error: unknown) => options.log?.error({ err: error }, 'upstreams not read again'));
  });

  return {
    route(brand, shortName) {
      return (
        (shortName ? routes.get(routeKey(brand, shortName)) : undefined) ?? routes.get(routeKey(brand, ''))
      )?.upstream;
    },
    upstreamProduct(brand, shortName) {
      return (shortName ? routes.get(routeKey(brand, shortName))?.upstreamProduct : undefined) ?? undefined;
    },
    byName(name) {
      if (name === 'builtin') return undefined;
      const entry = entries.get(name);
      if (entry) return entry.ca;
      // Not in this process's snapshot yet (defined elsewhere less than a second ago): read it at the first call.
      // Every stored type validates names itself.
      return lazyCa(name, true, async () => {
        await refresh();
        const found = entries.get(name);
        if (!found) throw new CaError('unavailable', `no upstream is named ${name}`);
        return found.ca;
      });
    },
    refresh,
    build,
  };
}
