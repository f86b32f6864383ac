import * as acme from 'acme-client';
import { CaError } from '../certificate-authority.js';

/** A new ACME account key (ECDSA P-256, PKCS#8 PEM); the portal stores it to keep using the same account. */
export async function createAcmeAccountKey(): Promise<string> {
  return (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
}

export interface AcmeAccountOptions {
  directoryUrl: string;
  /** Without one, a new key (and so a new account) for this session. */
  accountKeyPem?: string;
  eab?: { kid: string; hmacKey: string };
  contactEmail?: string;
  backoffMin?: number;
}

/**
 * A client signed in to the CA: the account is registered on first use (with the same key the CA answers the
 * existing account, so a restarted portal keeps its orders). A failed registration is tried again next time.
 */
export function createAccountSession(options: AcmeAccountOptions): () => Promise<acme.Client> {
  let registered: Promise<acme.Client> | undefined;
  return () => {
    registered ??= register(options).catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
    return registered;
  };
}

async function register(options: AcmeAccountOptions): Promise<acme.Client> {
  const client = new acme.Client({
    directoryUrl: options.directoryUrl,
    accountKey: options.accountKeyPem ?? (await createAcmeAccountKey()),
    ...(options.eab ? { externalAccountBinding: options.eab } : {}),
    ...(options.backoffMin !== undefined ? { backoffMin: options.backoffMin } : {}),
  });
  if (options.accountKeyPem) {
    // A known key finds its account by lookup: registering again makes acme-client send the registration
    // fields as an update of the existing account, which CAs may refuse (Pebble does).
    try {
      await client.createAccount({ onlyReturnExisting: true });
      return client;
    } catch (error) {
      if (error instanceof CaError) throw error;
    }
  }
  try {
    await client.createAccount({
      termsOfServiceAgreed: true,
      ...(options.contactEmail ? { contact: [`mailto:${options.contactEmail}`] } : {}),
    });
  } catch (error) {
    if (error instanceof CaError) throw error;
    // Said here because the usual cause is configuration (a missing or wrong binding), not the order.
    const binding = options.eab
      ? `External Account Binding ${options.eab.kid}`
      : 'no External Account Binding';
    const reason = error instanceof Error ? error.message : String(error);
    throw new CaError('refused', `The ACME server refused the account (${binding}): ${reason}`, {
      step: 'newAccount',
    });
  }
  return client;
}
