import type { AuthInfoItem } from '@portal/contract';
import type { AppDeps } from '../app.js';
import { createDcvChecker } from '../modules/validation/create-dcv-checker.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import type { DatabaseHandle } from '../db/client.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from './harness.js';
import { startTestHttpServer, type TestHttpServer } from './http-server.js';
import { creditFunds, okMsg, payByBalance, placeOrder, type PlaceOrderOptions } from './purchase.js';

export interface DcvTestContext {
  ctx: TestContext;
  /** The DNS server the portal's look-ups ask (DNS_SERVERS). */
  dns: DnsServer;
  /** The customer's web site for HTTP validation (DCV_HTTP_PORT). */
  web: TestHttpServer;
  close(): Promise<void>;
}

/**
 * An app whose domain validation looks at loopback peers the test controls; `extra` adds app settings, or makes
 * them from the DNS server (served-certificate tests give a probe that asks it); `ownDatabase` is a database of
 * the test's own.
 */
export async function startDcvTestContext(
  extra: Partial<AppDeps> | ((dns: DnsServer) => Partial<AppDeps>) = {},
  ownDatabase?: DatabaseHandle,
): Promise<DcvTestContext> {
  const dns = await startDnsServer();
  const web = await startTestHttpServer();
  const ctx = await createTestContext(
    {
      dcvChecker: createDcvChecker({
        dnsServers: [dns.address],
        httpPort: web.port,
        allowPrivateAddresses: true,
        caaIssuerDomains: ['portal.test'],
      }),
      ...(typeof extra === 'function' ? extra(dns) : extra),
    },
    ownDatabase,
  );
  return {
    ctx,
    dns,
    web,
    async close() {
      await ctx.close();
      await dns.close();
      await web.close();
    },
  };
}

/** A new customer's order: placed, paid from a fresh top-up, submitted; with the values it asks to publish. */
export async function submittedOrder(
  ctx: TestContext,
  options: PlaceOrderOptions,
): Promise<{ client: TestClient; email: string; id: number; info: AuthInfoItem[] }> {
  const { client, email } = await signedInClient(ctx);
  const id = await placeOrder(client, options);
  await creditFunds(ctx, email, '10000.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  const info =
    options.authMethod === 'email'
      ? []
      : okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
  return { client, email, id, info };
}

/** Organisation fields of an OV order. */
export const TEST_ORGANIZATION = {
  organizationName: 'Example Ltd',
  organizationUnit: 'IT',
  organizationPhone: '+44 20 7946 0000',
  postalCode: 'EC1A 1BB',
  streetAddress: '1 Example Street',
  country: 'GB',
  region: 'London',
  city: 'London',
};
