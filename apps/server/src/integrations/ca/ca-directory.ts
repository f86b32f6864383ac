import type { CertificateAuthority } from './certificate-authority.js';

/**
 * Named upstreams and the routes of new orders (modules/upstreams keeps them in the database). Kept behind this
 * interface so the directory stays free of storage; both answers are synchronous (a snapshot refreshed when the
 * upstreams change, see `refresh`).
 */
export interface CaRouting {
  /** The upstream a new order of this brand / product goes to: product route, else brand route; none: undefined. */
  route(brand: string, shortName: string | undefined): string | undefined;
  /**
   * The upstream's own product id the product's route names (CertCentral `product_name_id`); undefined: none, the
   * adapter picks. Only a product route carries one. Optional: routings without products leave it out.
   */
  upstreamProduct?(brand: string, shortName: string | undefined): string | undefined;
  /** The CA of a stored upstream by name (built on first use); undefined when no such upstream is known. */
  byName(name: string): CertificateAuthority | undefined;
  /** Reads the upstreams and routes again now (a new order's route is decided on a fresh read). */
  refresh(): Promise<void>;
}

/**
 * Which CA handles an order: the one it was submitted to (orders keep the CA's name, so a later change of
 * routes or configuration never moves them), else for a new order its product's route, its brand's route, the
 * CA configured for its brand (CA_BRANDS), the default (CA_PROVIDER).
 */
export interface CaDirectory {
  readonly default: CertificateAuthority;
  forOrder(order: { brand: string; shortName?: string; caName: string | null }): CertificateAuthority;
  /**
   * The upstream product a new order is placed as: its product route's `upstreamProduct`, when that route decides
   * the order's CA (`forOrder`, same snapshot); undefined otherwise (a submitted order, no route, no product).
   */
  upstreamProductFor(order: { brand: string; shortName?: string; caName: string | null }): string | undefined;
  /** Reads the routes again (call before deciding a new order's CA); a no-op without stored routes. */
  refresh(): Promise<void>;
}

export function createCaDirectory(
  defaultCa: CertificateAuthority,
  byBrand: Readonly<Record<string, CertificateAuthority>> = {},
  stored: { builtin?: CertificateAuthority; routing?: CaRouting } = {},
): CaDirectory {
  const byName = new Map<string, CertificateAuthority>([[defaultCa.name, defaultCa]]);
  for (const ca of Object.values(byBrand)) byName.set(ca.name, ca);
  if (stored.builtin) byName.set(stored.builtin.name, stored.builtin);
  const { routing } = stored;
  const named = (name: string) => byName.get(name) ?? routing?.byName(name);
  return {
    default: defaultCa,
    forOrder(order) {
      if (order.caName) {
        const kept = named(order.caName);
        if (kept) return kept;
      } else {
        const routed = routing?.route(order.brand, order.shortName);
        const ca = routed === undefined ? undefined : named(routed);
        if (ca) return ca;
      }
      return byBrand[order.brand] ?? defaultCa;
    },
    upstreamProductFor(order) {
      if (!routing) return undefined;
      const routed = routing.route(order.brand, order.shortName);
      if (routed === undefined || !named(routed)) return undefined;
      // A submission claimed before (caName kept: a retry after a crash or a failed write) keeps its route's product
      // while the route still leads to that upstream; a route changed since then names another upstream's products.
      if (order.caName && order.caName !== routed) return undefined;
      return routing.upstreamProduct?.(order.brand, order.shortName);
    },
    refresh: () => routing?.refresh() ?? Promise.resolve(),
  };
}
