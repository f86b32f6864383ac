import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';
import { domainsKey } from '../../../lib/queries/domains';

export type DomainsList = CallAnswer<typeof ROUTES.domains>;
export type DomainListRow = DomainsList['list'][number];
export type Delegation = CallAnswer<typeof ROUTES.domainDelegationCreate>;
export type DelegationCheck = CallAnswer<typeof ROUTES.domainDelegation>;

/** GET domains -> {list}: every name the account has ordered and every domain it delegated (at most 2000). */
export function listDomains() {
  return call(ROUTES.domains);
}

export { domainsKey };

export function useDomains(enabled = true) {
  return useQuery({ queryKey: domainsKey, queryFn: listDomains, enabled });
}

// The three delegation calls are silent: the page tells "delegation is off" (409, code 1060) itself and shows
// the other refusals in place (docs/domain/dcv-delegation.md).

/** POST domains/delegation {domain}: the CNAME to create (idempotent: the same label again). */
export function createDelegation(domain: string) {
  return call(ROUTES.domainDelegationCreate, { body: { domain } }, { silent: true });
}

/** GET domains/delegation?domain=: looks for the CNAME now (recorded: sent with the CSRF header). */
export function checkDelegation(domain: string) {
  return call(ROUTES.domainDelegation, { query: { domain } }, { silent: true });
}

/** DELETE domains/delegation?domain=: the label stops answering at once. */
export function removeDelegation(domain: string) {
  return call(ROUTES.domainDelegationRemove, { query: { domain } }, { silent: true });
}
