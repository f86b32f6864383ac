import type { DnsConnectorBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ConnectorRow = CallAnswer<typeof ROUTES.domainConnectorTest>;

/** GET domains/connectors -> {list}: the account's DNS-host connectors, never their credentials. */
export function listConnectors() {
  return call(ROUTES.domainConnectors);
}

export const connectorsKey = ['domains', 'connectors'] as const;

export function useConnectors(enabled = true) {
  return useQuery({ queryKey: connectorsKey, queryFn: listConnectors, enabled });
}

// The writes are silent: the panel shows a refusal in place (the add form keeps its fields; docs/domain/dns-connectors.md).

/** POST domains/connectors: the server tests the credentials (write probe) before it stores them. */
export function createConnector(body: DnsConnectorBody) {
  return call(ROUTES.domainConnectorCreate, { body }, { silent: true });
}

/** POST domains/connectors/{id}/test: a failed test is a result (lastTestResult, problem), not an error. */
export function testConnector(id: number) {
  return call(ROUTES.domainConnectorTest, { params: { id } }, { silent: true });
}

/** DELETE domains/connectors/{id} */
export function removeConnector(id: number) {
  return call(ROUTES.domainConnectorRemove, { params: { id } }, { silent: true });
}
