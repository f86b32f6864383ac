import { createCloudflareConnector, type CloudflareCredentials } from './cloudflare.js';
import type { DnsProviderConnector } from './dns-provider-connector.js';
import { createDnspodConnector, type DnspodCredentials } from './dnspod.js';
import type { FetchLike } from './provider-http.js';

export type DnsProviderConnectorOptions = (
  | { provider: 'cloudflare'; credentials: CloudflareCredentials }
  | { provider: 'dnspod'; credentials: DnspodCredentials }
) & {
  /** The API's base URL (tests point it at an emulator); default the provider's public endpoint. */
  apiBase?: string;
  fetch?: FetchLike;
  /** Time-out of one API call, in milliseconds. */
  timeoutMs?: number;
};

/** The connector for a customer's stored DNS host credentials. */
export function createDnsProviderConnector(options: DnsProviderConnectorOptions): DnsProviderConnector {
  const { apiBase, fetch, timeoutMs } = options;
  const common = {
    ...(apiBase === undefined ? {} : { apiBase }),
    ...(fetch === undefined ? {} : { fetch }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
  switch (options.provider) {
    case 'cloudflare':
      return createCloudflareConnector({ credentials: options.credentials, ...common });
    case 'dnspod':
      return createDnspodConnector({ credentials: options.credentials, ...common });
  }
}
