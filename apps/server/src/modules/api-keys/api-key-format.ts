import { randomToken } from '../../lib/crypto.js';

/** The recognisable start of every key (secret scanners and people can tell what leaked). */
export const KEY_PREFIX = 'pk_';
/** 32 random bytes: 256 bits, 43 base64url characters after the prefix. */
const KEY_BYTES = 32;
const KEY_SHAPE = /^pk_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): string {
  return `${KEY_PREFIX}${randomToken(KEY_BYTES)}`;
}

/** A header value that cannot be a key is refused without a database look-up. */
export const looksLikeApiKey = (value: string) => KEY_SHAPE.test(value);

/** What `GET access_key` shows: the prefix, an ellipsis and the last four characters, never the whole key. */
export const maskedKey = (prefix: string, last4: string) => `${prefix}…${last4}`;
