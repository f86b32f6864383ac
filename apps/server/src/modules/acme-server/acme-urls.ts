/** The ACME server's resource URLs under `{PUBLIC_URL}/acme` (outside /api: ACME answers no envelope). */
export const ACME_PREFIX = '/acme';

export function acmeUrls(publicUrl: string) {
  const base = `${publicUrl.replace(/\/+$/, '')}${ACME_PREFIX}`;
  return {
    base,
    directory: `${base}/directory`,
    newNonce: `${base}/new-nonce`,
    newAccount: `${base}/new-account`,
    newOrder: `${base}/new-order`,
    revokeCert: `${base}/revoke-cert`,
    keyChange: `${base}/key-change`,
    account: (id: number) => `${base}/account/${id}`,
    accountOrders: (id: number) => `${base}/account/${id}/orders`,
    order: (id: string) => `${base}/order/${id}`,
    finalize: (id: string) => `${base}/order/${id}/finalize`,
    authorization: (id: string) => `${base}/authz/${id}`,
    challenge: (id: string) => `${base}/chall/${id}`,
    certificate: (id: string) => `${base}/cert/${id}`,
  };
}
export type AcmeUrls = ReturnType<typeof acmeUrls>;
