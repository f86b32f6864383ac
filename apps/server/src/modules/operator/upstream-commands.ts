import { readFileSync } from 'node:fs';
import type { UpstreamsService, UpstreamView } from '../upstreams/upstreams.service.js';
import { inOperatorWords, OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const optional = (flags: Record<string, string | true>, name: string): string | undefined => {
  const value = flags[name];
  if (value === true) throw new OperatorError(`--${name} needs a value`);
  return value;
};

function caBundleOf(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new OperatorError(`--ca-bundle: cannot read ${file} (${(error as Error).message})`);
  }
}

/** One upstream as upstream:list prints it: never a secret, only whether one is set. */
function describe(view: UpstreamView): string {
  const where = view.directoryUrl ?? view.apiBase ?? 'the portal’s own CA';
  const secrets = [
    view.eab ? 'EAB set' : undefined,
    view.apiKey ? 'API key set' : undefined,
    view.webhook ? 'webhook secret set' : undefined,
    view.caBundle ? 'CA bundle set' : undefined,
    view.preferredChain ? `preferred chain ${view.preferredChain}` : undefined,
    view.fromEnv ? 'from ACME_* settings' : undefined,
  ].filter(Boolean);
  const routes = view.routes.length
    ? view.routes
        .map((r) => {
          const route = r.product ? `${r.brand}/${r.product}` : r.brand;
          return r.upstreamProduct ? `${route} as ${r.upstreamProduct}` : route;
        })
        .join(', ')
    : '-';
  return [
    `${view.name} (${view.type}) ${where}${secrets.length ? ` [${secrets.join(', ')}]` : ''}`,
    `  routes: ${routes}`,
    `  last success: ${view.lastSuccessAt ?? '-'}  last error: ${
      view.lastErrorAt ? `${view.lastErrorAt} ${view.lastError ?? ''}`.trim() : '-'
    }  orders waiting: ${view.ordersWaiting}`,
  ].join('\n');
}

/**
 * Named upstream CAs (CONTRACT.md "Upstream CAs"): define, route, list with health, test. The console's service
 * (modules/upstreams): same checks, same sealing; nothing here prints a secret.
 */
export function upstreamCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  const service = (): UpstreamsService => {
    if (!ctx.upstreams) throw new OperatorError('upstream commands are not available in this process');
    return ctx.upstreams;
  };
  return {
    'upstream:set': {
      usage:
        'upstream:set --name N --type acme --directory URL [--eab-kid K --eab-hmac KEY] [--ca-bundle FILE] [--preferred-chain CN] | upstream:set --name N --type certcentral --api-base URL --api-key KEY [--organization-id ID] [--webhook-secret KEY] [--ca-bundle FILE]',
      async run(args) {
        const flags = parseFlags(args);
        const name = requireFlag(flags, 'name');
        const type = requireFlag(flags, 'type');
        const kid = optional(flags, 'eab-kid');
        const hmacKey = optional(flags, 'eab-hmac');
        const directoryUrl = optional(flags, 'directory');
        const apiBase = optional(flags, 'api-base');
        const apiKey = optional(flags, 'api-key');
        const webhookSecret = optional(flags, 'webhook-secret');
        const preferredChain = optional(flags, 'preferred-chain');
        const organizationId = optional(flags, 'organization-id');
        const caBundlePem = caBundleOf(optional(flags, 'ca-bundle'));
        const { created } = await inOperatorWords(() =>
          service().set({
            name,
            type,
            ...(directoryUrl !== undefined ? { directoryUrl } : {}),
            ...(kid !== undefined || hmacKey !== undefined ? { eab: { kid, hmacKey } } : {}),
            ...(apiBase !== undefined ? { apiBase } : {}),
            ...(apiKey !== undefined ? { apiKey } : {}),
            ...(webhookSecret !== undefined ? { webhookSecret } : {}),
            ...(caBundlePem !== undefined ? { caBundlePem } : {}),
            ...(preferredChain !== undefined ? { preferredChain } : {}),
            ...(organizationId !== undefined ? { organizationId } : {}),
          }),
        );
        return `upstream ${name.trim()} (${type}) ${created ? 'defined' : 'changed'}`;
      },
    },
    'upstream:route': {
      usage: 'upstream:route --brand B [--product SHORTNAME [--upstream-product ID]] --upstream N',
      async run(args) {
        const flags = parseFlags(args);
        const brand = requireFlag(flags, 'brand');
        const product = optional(flags, 'product');
        const upstream = requireFlag(flags, 'upstream');
        const upstreamProduct = optional(flags, 'upstream-product');
        await inOperatorWords(() =>
          service().route({
            brand,
            upstream,
            ...(product !== undefined ? { product } : {}),
            ...(upstreamProduct !== undefined ? { upstreamProduct } : {}),
          }),
        );
        const what = product ? `product ${product.trim()} of ${brand.trim()}` : `brand ${brand.trim()}`;
        const as = upstreamProduct?.trim() ? ` as ${upstreamProduct.trim()}` : '';
        return `new orders of ${what} go to ${upstream.trim()}${as}; submitted orders keep their upstream`;
      },
    },
    'upstream:list': {
      usage: 'upstream:list',
      async run() {
        const views = await service().list();
        return views.map(describe).join('\n');
      },
    },
    'upstream:test': {
      usage: 'upstream:test --name N',
      async run(args) {
        const name = requireFlag(parseFlags(args), 'name').trim();
        const result = await inOperatorWords(() => service().test(name));
        if (!result.ok) throw new OperatorError(`upstream ${name} did not answer: ${result.error ?? ''}`);
        return `upstream ${name} answered`;
      },
    },
  };
}
