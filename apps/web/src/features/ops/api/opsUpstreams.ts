import type { OpsUpstreamRouteBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export const opsUpstreamsKey = ['ops', 'upstreams'] as const;

/** GET ops/upstreams: every upstream (builtin first) with its routes and health; secrets only as "set" flags. */
export const useOpsUpstreams = () =>
  useQuery({ queryKey: opsUpstreamsKey, queryFn: () => call(ROUTES.opsUpstreams, {}) });

/** POST ops/upstreams/{name}/test -> {name, ok, error}: reached with its credentials or not (health recorded). */
export const testUpstream = (name: string) => call(ROUTES.opsUpstreamTest, { params: { name } });

/** PUT ops/upstream-routes {brand, product?, upstream}: where new orders of a brand (or one product) go. */
export const saveUpstreamRoute = (body: OpsUpstreamRouteBody) => call(ROUTES.opsUpstreamRoute, { body });

/** GET ops/upstream-margin?months: revenue, wholesale cost and margin per month and upstream (integer cents). */
export const useOpsUpstreamMargin = (months: number) =>
  useQuery({
    queryKey: [...opsUpstreamsKey, 'margin', months],
    queryFn: () => call(ROUTES.opsUpstreamMargin, { query: { months } }),
  });
