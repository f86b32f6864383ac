import { AWAITING_VALIDATION_STATUSES } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UpstreamSettings } from '../../db/schema/index.js';
import { CaError } from '../../integrations/ca/certificate-authority.js';
import { AppError } from '../../lib/errors.js';
import { productBrandsAndShortNames } from '../catalogue/product-records.js';
import { countOrdersByCa } from '../orders/order-records.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import type { UpstreamRegistry } from './upstream-registry.js';
import { openUpstreamSecrets, sealUpstreamSecrets, type UpstreamSecrets } from './upstream-secrets.js';
import { createUpstreamsRepository, type UpstreamType } from './upstreams.repository.js';

export const BUILTIN_UPSTREAM = 'builtin';
const NAME_FORM = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** An upstream's own product id (CertCentral's `product_name_id`: `ssl_plus`, `code_signing_ev` …). */
const UPSTREAM_PRODUCT_FORM = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/** upstream:set / the console: one upstream's definition. Absent secrets and bundle keep what is stored. */
export interface UpstreamInput {
  name: string;
  type: string;
  directoryUrl?: string;
  eab?: { kid?: string; hmacKey?: string };
  apiBase?: string;
  apiKey?: string;
  /** CertCentral's webhook secret (X-WEBHOOK-KEY), 32 characters or more. */
  webhookSecret?: string;
  caBundlePem?: string;
  preferredChain?: string;
  /** certcentral: the CertCentral organisation id of OV/EV/code-signing orders (absent: keep the stored one). */
  organizationId?: string;
}

/** What list answers of one upstream: no secret, only whether one is set. */
export interface UpstreamView {
  name: string;
  type: 'builtin' | UpstreamType;
  /** Written at start from CA_PROVIDER / CA_BRANDS / ACME_* (the shorthand); upstream:set leaves it alone. */
  fromEnv: boolean;
  directoryUrl: string | null;
  apiBase: string | null;
  preferredChain: string | null;
  eab: boolean;
  apiKey: boolean;
  /** A webhook secret is set: the upstream's notifications are taken (POST /api/upstream-webhooks/{name}). */
  webhook: boolean;
  caBundle: boolean;
  /** `upstreamProduct`: the upstream's own product id a product route names (null: the adapter picks). */
  routes: { brand: string; product: string | null; upstreamProduct: string | null }[];
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** Orders submitted to it that wait for validation (AWAITING_VALIDATION_STATUSES). */
  ordersWaiting: number;
}

export interface UpstreamTestResult {
  name: string;
  ok: boolean;
  error: string | null;
}

const bad = (key: string, vars: Record<string, string> = {}) =>
  new AppError('invalidParams', `errors.upstream.${key}`, vars);

function checkedUrl(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw bad('badUrl', { field });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw bad('badUrl', { field });
  return url.toString();
}

function checkedBundle(pem: string | undefined): string | undefined {
  if (pem === undefined) return undefined;
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) throw bad('badCaBundle');
  return pem;
}

/**
 * Named upstream CAs and the routes of new orders (docs/domain/upstreams.md): defined from `portal upstream:*` and
 * the console. Every change announces the `upstreams` shared cache in its transaction, so every process's CA
 * registry reads it within a second. Secrets are sealed with SECRET_KEY and never leave this service.
 */
export function createUpstreamsService(
  deps: { db: Database; secretKey: string; clock: { now(): Date } },
  parts: { sharedCaches: SharedCaches; registry: UpstreamRegistry },
) {
  const seal = (secrets: UpstreamSecrets) => sealUpstreamSecrets(deps.secretKey, secrets);

  async function set(
    input: UpstreamInput,
    actor: OperatorActor = COMMAND_LINE_ACTOR,
  ): Promise<{ created: boolean }> {
    const name = input.name.trim();
    if (name === BUILTIN_UPSTREAM) throw bad('builtinReserved');
    if (!NAME_FORM.test(name)) throw bad('badName');
    if (input.type !== 'acme' && input.type !== 'certcentral') throw bad('badType');
    const type: UpstreamType = input.type;
    const directoryUrl = checkedUrl(input.directoryUrl, 'directory');
    const apiBase = checkedUrl(input.apiBase, 'api-base');
    const caBundlePem = checkedBundle(input.caBundlePem);
    const kid = input.eab?.kid?.trim();
    const hmacKey = input.eab?.hmacKey?.trim();
    if (Boolean(kid) !== Boolean(hmacKey)) throw bad('eabPair');
    if (type === 'acme' && !directoryUrl) throw bad('needsDirectory');
    if (type === 'certcentral' && !apiBase) throw bad('needsApiBase');
    const webhookSecret = input.webhookSecret?.trim();
    if (webhookSecret !== undefined && (type !== 'certcentral' || webhookSecret.length < 32))
      throw bad('badWebhookSecret');
    const organizationId = input.organizationId?.trim();
    if (organizationId !== undefined && !/^[1-9]\d{0,9}$/.test(organizationId))
      throw bad('badOrganizationId');

    const answer = await deps.db.transaction(async (tx) => {
      const repository = createUpstreamsRepository(tx);
      const now = deps.clock.now();
      const stored = await repository.lock(name);
      if (stored?.fromEnv) throw bad('fromEnv', { name });
      const before: UpstreamSecrets =
        stored && stored.type === type ? openUpstreamSecrets(deps.secretKey, stored.secretsSealed) : {};
      const secrets: UpstreamSecrets = { ...before };
      if (kid && hmacKey) secrets.eab = { kid, hmacKey };
      if (input.apiKey?.trim()) secrets.apiKey = input.apiKey.trim();
      if (webhookSecret) secrets.webhookSecret = webhookSecret;
      if (type === 'certcentral' && !secrets.apiKey) throw bad('needsApiKey');
      if (type === 'acme' && !secrets.accountKeyPem) {
        const { createAcmeAccountKey } = await import('../../integrations/ca/acme/index.js');
        secrets.accountKeyPem = await createAcmeAccountKey();
      }
      const settings: UpstreamSettings =
        type === 'acme'
          ? {
              directoryUrl,
              ...(input.preferredChain?.trim() ? { preferredChain: input.preferredChain.trim() } : {}),
            }
          : {
              apiBase,
              ...(organizationId
                ? { organizationId: Number(organizationId) }
                : stored?.type === 'certcentral' && stored.settings.organizationId
                  ? { organizationId: stored.settings.organizationId }
                  : {}),
            };
      const row = {
        type,
        settings,
        secretsSealed: seal(secrets),
        caBundlePem: caBundlePem ?? stored?.caBundlePem ?? null,
      };
      if (stored) await repository.update(name, row, now);
      else await repository.insert({ name, ...row }, now);
      // The trail says which secrets are set, never what they are.
      const shown = (
        r: { type: string; settings: UpstreamSettings; caBundlePem: string | null },
        x: UpstreamSecrets,
      ) => ({
        type: r.type,
        ...r.settings,
        eab: Boolean(x.eab),
        apiKey: Boolean(x.apiKey),
        webhook: Boolean(x.webhookSecret),
        caBundle: r.caBundlePem !== null,
      });
      await appendOperatorAudit(tx, actor, {
        action: 'upstream.set',
        targetType: 'upstream',
        targetId: name,
        details: { before: stored ? shown(stored, before) : null, after: shown(row, secrets) },
        at: now,
      });
      await parts.sharedCaches.changed('upstreams', tx);
      return { created: !stored };
    });
    // The announcement made this process read before the commit: read again now the change is visible.
    await parts.registry.refresh();
    return answer;
  }

  /**
   * Routes new orders of a brand, or of one product of it. A route is written whole: a product route to a
   * CertCentral upstream may name the upstream's own product (`upstreamProduct`); without it the adapter picks.
   */
  async function route(
    input: { brand: string; product?: string; upstream: string; upstreamProduct?: string },
    actor: OperatorActor = COMMAND_LINE_ACTOR,
  ): Promise<void> {
    const brand = input.brand.trim();
    const product = input.product?.trim() ?? '';
    const upstream = input.upstream.trim();
    const upstreamProduct = input.upstreamProduct?.trim() || null;
    const products = await productBrandsAndShortNames(deps.db);
    const brandProducts = products.filter((p) => p.brand === brand);
    if (brandProducts.length === 0) throw bad('brandUnknown', { brand });
    if (product && !brandProducts.some((p) => p.shortName === product))
      throw bad('productUnknown', { brand, product });
    if (upstreamProduct !== null) {
      // One upstream product for every product of a brand (DV, OV, EV alike) would buy the wrong certificates.
      if (!product) throw bad('upstreamProductNeedsProduct');
      if (!UPSTREAM_PRODUCT_FORM.test(upstreamProduct)) throw bad('badUpstreamProduct');
    }
    await deps.db.transaction(async (tx) => {
      const repository = createUpstreamsRepository(tx);
      const target = upstream === BUILTIN_UPSTREAM ? undefined : await repository.find(upstream);
      if (upstream !== BUILTIN_UPSTREAM && !target)
        throw new AppError('notFound', 'errors.upstream.notFound', { name: upstream });
      // Only a reseller API sells by product id; ACME and the built-in CA would ignore it.
      if (upstreamProduct !== null && target?.type !== 'certcentral')
        throw bad('upstreamProductType', { name: upstream });
      const now = deps.clock.now();
      const before = await repository.route(brand, product);
      await repository.setRoute({ brand, shortName: product, upstream, upstreamProduct }, now);
      const shown = (r: { upstream: string; upstreamProduct: string | null }) =>
        r.upstreamProduct ? { upstream: r.upstream, upstreamProduct: r.upstreamProduct } : r.upstream;
      await appendOperatorAudit(tx, actor, {
        action: 'upstream.route',
        targetType: 'upstreamRoute',
        targetId: product ? `${brand}/${product}` : brand,
        details: { before: before ? shown(before) : null, after: shown({ upstream, upstreamProduct }) },
        at: now,
      });
      await parts.sharedCaches.changed('upstreams', tx);
    });
    await parts.registry.refresh();
  }

  async function list(): Promise<UpstreamView[]> {
    const repository = createUpstreamsRepository(deps.db);
    const [rows, routes, waiting] = await Promise.all([
      repository.all(),
      repository.routes(),
      countOrdersByCa(deps.db, AWAITING_VALIDATION_STATUSES),
    ]);
    const routesOf = (name: string) =>
      routes
        .filter((r) => r.upstream === name)
        .map((r) => ({
          brand: r.brand,
          product: r.shortName || null,
          upstreamProduct: r.upstreamProduct,
        }));
    const builtin: UpstreamView = {
      name: BUILTIN_UPSTREAM,
      type: 'builtin',
      fromEnv: false,
      directoryUrl: null,
      apiBase: null,
      preferredChain: null,
      eab: false,
      apiKey: false,
      webhook: false,
      caBundle: false,
      routes: routesOf(BUILTIN_UPSTREAM),
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      ordersWaiting: waiting.get(BUILTIN_UPSTREAM) ?? 0,
    };
    return [
      builtin,
      ...rows.map((row): UpstreamView => {
        const secrets = openUpstreamSecrets(deps.secretKey, row.secretsSealed);
        return {
          name: row.name,
          type: row.type,
          fromEnv: row.fromEnv,
          directoryUrl: row.settings.directoryUrl ?? null,
          apiBase: row.settings.apiBase ?? null,
          preferredChain: row.settings.preferredChain ?? null,
          eab: Boolean(secrets.eab),
          apiKey: Boolean(secrets.apiKey),
          webhook: Boolean(secrets.webhookSecret),
          caBundle: row.caBundlePem !== null,
          routes: routesOf(row.name),
          lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
          lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
          lastError: row.lastError,
          ordersWaiting: waiting.get(row.name) ?? 0,
        };
      }),
    ];
  }

  /** Reaches the upstream with its stored credentials (a client of its own, not the cached one); records health. */
  async function test(name: string, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<UpstreamTestResult> {
    if (name === BUILTIN_UPSTREAM) return { name, ok: true, error: null };
    const repository = createUpstreamsRepository(deps.db);
    const row = await repository.find(name);
    if (!row) throw new AppError('notFound', 'errors.upstream.notFound', { name });
    let result: UpstreamTestResult;
    try {
      const ca = await parts.registry.build(row);
      // A client that cannot check its credentials is not reported as reachable.
      if (!ca.check) throw new CaError('unavailable', `the ${row.type} client cannot check its credentials`);
      await ca.check();
      result = { name, ok: true, error: null };
    } catch (error) {
      if (!(error instanceof CaError)) throw error;
      result = { name, ok: false, error: error.message };
    }
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      await createUpstreamsRepository(tx).recordHealth(
        name,
        result.ok ? { ok: true } : { ok: false, error: result.error ?? '' },
        now,
      );
      await appendOperatorAudit(tx, actor, {
        action: 'upstream.test',
        targetType: 'upstream',
        targetId: name,
        details: { ok: result.ok, error: result.error },
        at: now,
      });
    });
    return result;
  }

  return { set, route, list, test };
}

export type UpstreamsService = ReturnType<typeof createUpstreamsService>;
