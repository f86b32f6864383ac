import { DELIVERY_TOKEN_PREFIX } from '@portal/contract';
import { randomToken } from '../../lib/crypto.js';

/** 32 random bytes: 256 bits, 43 base64url characters after the prefix (as API keys, `pk_…`). */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^dt_[A-Za-z0-9_-]{43}$/;

export function newDeliveryToken(): string {
  return `${DELIVERY_TOKEN_PREFIX}${randomToken(TOKEN_BYTES)}`;
}

/** A header value that cannot be a token is refused without a database look-up. */
export const looksLikeDeliveryToken = (value: string) => TOKEN_SHAPE.test(value);

/** What the list shows of a token: the prefix, an ellipsis and the last four characters. */
export const tokenHint = (last4: string) => `${DELIVERY_TOKEN_PREFIX}…${last4}`;

/** The token of an `Authorization: Bearer <token>` header; undefined without one (another scheme is not ours). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1];
}
