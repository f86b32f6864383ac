/**
 * The redirect fallback: the wallet's approval page sends the buyer back to our page with
 * `?paymentID=…&token={wallet order}&PayerID=…` (approved) or `…&cancel=1&token=…` (cancelled).
 */
export interface WalletReturn {
  paymentId: string;
  /** The wallet order id; absent when the buyer came back without approving. */
  token: string | undefined;
  cancelled: boolean;
}

const RETURN_PARAMS = ['paymentID', 'token', 'PayerID', 'cancel'];

export function readWalletReturn(search: string): WalletReturn | undefined {
  const params = new URLSearchParams(search);
  const paymentId = params.get('paymentID') ?? '';
  if (!/^\d{1,18}$/.test(paymentId)) return undefined;
  const token = params.get('token') ?? undefined;
  return { paymentId, token: token || undefined, cancelled: params.get('cancel') === '1' || !token };
}

/** The query string without the wallet's return parameters (kept others, e.g. orderID). */
export function withoutWalletReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
