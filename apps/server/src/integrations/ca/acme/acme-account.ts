import * as acme from 'acme-client';
import { CaError } from '../certificate-authority.js';
import { AcmeAccountGone } from './acme-transport.js';

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
export interface AccountSession {
  (): Promise<acme.Client>;
  /** Runs `work` signed in; when the CA no longer knows the account, registers the key again and retries once. */
  run<T>(work: (client: acme.Client) => Promise<T>): Promise<T>;
}

export function createAccountSession(options: AcmeAccountOptions): AccountSession {
  let registered: Promise<acme.Client> | undefined;
  const session = () => {
    registered ??= register(options).catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
    return registered;
  };
  return Object.assign(session, {
    async run<T>(work: (client: acme.Client) => Promise<T>): Promise<T> {
      const client = await session();
      try {
        return await work(client);
      } catch (error) {
        if (!(error instanceof AcmeAccountGone)) throw error;
        // The CA lost its state (the account and its orders): the same key opens the account again, with the
        // binding when one is set; the orders it held are opened anew by the caller (acme-ca recheck).
        if (registered && (await registered.catch(() => undefined)) === client) registered = undefined;
        return work(await session());
      }
    },
  });
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
