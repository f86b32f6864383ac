import type { Client, Order } from 'acme-client';
import {
  CaError,
  NO_CHARGE,
  type CertificateAuthority,
  type CertificateRequest,
  type SubmitResult,
} from '../certificate-authority.js';
import { createAccountSession } from './acme-account.js';
import { issuedFrom } from './acme-certificate.js';
import { challengeFor, instructionsFor } from './acme-challenges.js';
import { failureOf, withCaErrors } from './acme-errors.js';
import { registerAcmeServer } from './acme-transport.js';

export interface AcmeCaOptions {
  directoryUrl: string;
  /** External Account Binding, when the CA ties ACME accounts to a customer account of its own. */
  eab?: { kid: string; hmacKey: string };
  /** Trusted for the ACME server in addition to the system's roots (a private or test CA). */
  caBundlePem?: string;
  /** The account's key, persisted by the caller; without it every adapter instance opens a new account. */
  accountKeyPem?: string;
  contactEmail?: string;
  /** First delay (ms) when polling the CA; acme-client's default is 5000. */
  backoffMin?: number;
  /** A root to offer users, when the operator has one for this CA. */
  rootPem?: string;
  /** The upstream's name (orders record it as their CA); default `acme`. */
  name?: string;
  /** Download the alternate chain whose root has this common name, when the CA offers one (RFC 8555 7.4.2). */
  preferredChain?: string;
}

const REVOCATION_REASONS = { keyCompromise: 1, superseded: 4, cessationOfOperation: 5 } as const;

/** RFC 8555 has no price: an ACME order records no charge (docs/domain/upstreams.md "Wholesale cost"). */
const free = (result: SubmitResult): SubmitResult => ({ ...result, charge: NO_CHARGE });

/**
 * A CertificateAuthority backed by an RFC 8555 server. Orders live at the CA: `caOrderId` is the order URL,
 * and each call signs in with the same account key to read it again.
 */
export function createAcmeCa(options: AcmeCaOptions): CertificateAuthority {
  registerAcmeServer(options.directoryUrl, options.caBundlePem);
  const session = createAccountSession(options);

  return {
    name: options.name ?? 'acme',
    validatesNames: true,

    check: () =>
      withCaErrors(async () => {
        // Reads the directory and finds (or opens, with EAB when set) the account: what every call needs.
        await session();
      }),

    submit: (request) =>
      withCaErrors(() =>
        session.run(async (client) => {
          assertAcmeCanIssue(request);
          return open(client, request, options.preferredChain);
        }),
      ).then(free),

    recheck: (caOrderId, request) =>
      withCaErrors(() =>
        session.run(async (client) => {
          assertAcmeCanIssue(request);
          let order: Order;
          try {
            // acme-client reads an order by its URL alone.
            order = await client.getOrder({ url: caOrderId } as Order);
          } catch (error) {
            if (!(error instanceof CaError && error.kind === 'notFound')) throw error;
            // The CA no longer has the order (it lost its state, or dropped the order): nothing can be issued
            // from it any more, so a new order for the same names is opened and its values answered, never
            // validated at once (the customer publishes them first). docs/domain/upstreams.md "Recovery".
            return reopened(await open(client, request, options.preferredChain), caOrderId);
          }
          return advance(client, order, request, options.preferredChain);
        }),
      ).then(free),

    revoke: (certificatePem, reason) =>
      withCaErrors(() =>
        session.run(async (client) => {
          await client.revokeCertificate(
            certificatePem,
            reason ? { reason: REVOCATION_REASONS[reason] } : {},
          );
        }),
      ),

    rootPem: () => Promise.resolve(options.rootPem ?? null),
  };
}

/** A new ACME order for the request: pending with the CA's values, or as far as it goes when already proven. */
async function open(
  client: Client,
  request: CertificateRequest,
  preferredChain?: string,
): Promise<SubmitResult> {
  const order = await client.createOrder({ identifiers: identifiersOf(request) });
  // Names the account proved recently may already be valid: then the order can go on at once.
  return order.status === 'pending'
    ? pendingAnswer(client, order, request)
    : advance(client, order, request, preferredChain);
}

/** The answer for an order opened again because the CA lost `lost`: says so when it waits for new values. */
function reopened(answer: SubmitResult, lost: string): SubmitResult {
  if (answer.status !== 'pending') return answer;
  return {
    ...answer,
    waitingOn: 'domainControl',
    detail: `The ACME server no longer had order ${lost}; a new order was opened: publish its values`,
  };
}

function assertAcmeCanIssue(request: CertificateRequest) {
  if (request.kind !== 'tls') throw new CaError('refused', 'ACME issues TLS server certificates only');
  if (request.method === 'email')
    throw new CaError('refused', 'ACME validates names by DNS or HTTP, not by email');
}

function identifiersOf(request: CertificateRequest) {
  const dns = [...new Set(request.dnsNames.map((name) => name.toLowerCase()))];
  const ip = [...new Set(request.ipAddresses)];
  return [...dns.map((value) => ({ type: 'dns', value })), ...ip.map((value) => ({ type: 'ip', value }))];
}

/**
 * Moves the order as far as it goes now: tells the CA the published values are ready (ACME validates once,
 * so call this only after they are published), finalises with the request's CSR, downloads the certificate.
 */
async function advance(
  client: Client,
  order: Order,
  request: CertificateRequest,
  preferredChain?: string,
): Promise<SubmitResult> {
  let current = order;
  if (current.status === 'pending') {
    await answerChallenges(client, current, request);
    current = await client.getOrder(current);
  }
  if (current.status === 'ready') current = await client.finalizeOrder(current, request.csrPem);
  if (current.status === 'processing') current = await waitForCertificate(client, current);

  switch (current.status) {
    case 'valid':
      return issuedFrom(await client.getCertificate(current, preferredChain));
    case 'invalid':
      throw failureOf(current, await client.getAuthorizations(current));
    default:
      return pendingAnswer(client, current, request);
  }
}

/** Asks the CA to validate every pending name and waits (with backoff) until each is decided. */
async function answerChallenges(client: Client, order: Order, request: CertificateRequest) {
  const authorizations = await client.getAuthorizations(order);
  const outcomes = await Promise.allSettled(
    authorizations
      .filter((authz) => authz.status === 'pending')
      .map(async (authz) => {
        const challenge = challengeFor(authz, request.method);
        if (!challenge) return;
        if (challenge.status === 'pending') await client.completeChallenge(challenge);
        await client.waitForValidStatus(authz);
      }),
  );
  // A name that failed or is still being checked shows in the order read next; an outage does not.
  const outage = outcomes.find(
    (outcome): outcome is PromiseRejectedResult =>
      outcome.status === 'rejected' && outcome.reason instanceof CaError,
  );
  if (outage) throw outage.reason;
}

async function waitForCertificate(client: Client, order: Order): Promise<Order> {
  try {
    return await client.waitForValidStatus(order);
  } catch (error) {
    if (error instanceof CaError) throw error;
    return client.getOrder(order);
  }
}

async function pendingAnswer(
  client: Client,
  order: Order,
  request: CertificateRequest,
): Promise<SubmitResult> {
  const authorizations = await client.getAuthorizations(order);
  return {
    status: 'pending',
    caOrderId: order.url,
    instructions: await instructionsFor(client, authorizations, request.method),
  };
}
