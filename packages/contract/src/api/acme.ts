import { z } from 'zod';
import { idField, orderIdField } from '../fields.js';

/** Active (not revoked) ACME credentials one order may have at once. */
export const ACME_CREDENTIALS_PER_ORDER = 10;

/** GET order/acme_credentials?orderID: the order's ACME credentials (never their HMAC keys). */
export const acmeCredentialsQuery = z.object({ orderID: orderIdField() });

/** POST order/acme_credentials (form or JSON): new EAB credentials for one issued order. */
export const acmeCredentialCreateBody = z.object({ orderID: orderIdField() });

export const acmeCredentialParams = z.object({ id: idField() });

/** One credential as the list shows it: the kid, when made, the ACME account bound through it, last use. */
export const acmeCredentialRow = z.object({
  id: z.number().int(),
  orderID: z.number().int(),
  kid: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The ACME account registered with this kid (its URL), null while none is. */
  account: z
    .object({ url: z.string(), status: z.enum(['valid', 'deactivated']), createdAt: z.string() })
    .nullable(),
});
export type AcmeCredentialRow = z.infer<typeof acmeCredentialRow>;

export const acmeCredentialsAnswer = z.object({
  /** The portal's ACME directory URL ({PUBLIC_URL}/acme/directory). */
  directoryUrl: z.string(),
  /** Whether new credentials may be made for this order now (issued, TLS, built-in CA, subscription running). */
  available: z.boolean(),
  list: z.array(acmeCredentialRow),
});
export type AcmeCredentialsAnswer = z.infer<typeof acmeCredentialsAnswer>;

/** The new credentials: the HMAC key is in this answer only (stored sealed, never shown again). */
export const acmeCredentialCreateAnswer = acmeCredentialRow.extend({
  directoryUrl: z.string(),
  /** base64url of 32 random bytes, no padding: what certbot's --eab-hmac-key and lego's --hmac take. */
  hmacKey: z.string(),
});
export type AcmeCredentialCreateAnswer = z.infer<typeof acmeCredentialCreateAnswer>;
