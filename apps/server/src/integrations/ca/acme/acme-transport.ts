import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import * as acme from 'acme-client';
import axios, { type AxiosAdapter } from 'axios';
import { CaError } from '../certificate-authority.js';

/**
 * acme-client sends every request through one shared axios instance (used by this adapter only), so settings
 * are applied per request: the extra trust bundle of the ACME server by its origin, a timeout, and failures
 * turned into CaErrors here, where they can still be told apart from the CA's own answers.
 */
const agentsByOrigin = new Map<string, Agent>();
const REQUEST_TIMEOUT_MS = 30_000;
let installed = false;

const ACCOUNT_DOES_NOT_EXIST = 'urn:ietf:params:acme:error:accountDoesNotExist';

/**
 * The ACME server no longer knows the account the portal signs in as (RFC 8555 `accountDoesNotExist`: a CA that
 * lost its state, e.g. a restarted Pebble). Not a CaError: the adapter registers the same key again and retries.
 */
export class AcmeAccountGone extends Error {
  constructor(readonly url: string) {
    super(`The ACME server does not know the account (at ${url})`);
    this.name = 'AcmeAccountGone';
  }
}

function problemTypeOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'type' in data) return String(data.type);
  if (typeof data === 'string' && data.includes(ACCOUNT_DOES_NOT_EXIST)) return ACCOUNT_DOES_NOT_EXIST;
  return undefined;
}

/** Registers an ACME server; `caBundlePem` is trusted for it in addition to the system's roots. */
export function registerAcmeServer(directoryUrl: string, caBundlePem?: string): void {
  const origin = new URL(directoryUrl).origin;
  const ca = caBundlePem ? [...rootCertificates, caBundlePem] : undefined;
  if (ca) agentsByOrigin.set(origin, new Agent({ ca, keepAlive: true }));
  else agentsByOrigin.delete(origin);
  installInterceptors();
}

const httpAdapter = axios.getAdapter('http');

/**
 * A lost connection fails at once as `unavailable`: acme-client would retry it for over a minute and then
 * report a TypeError of its own (its retry handler reads the missing response). Its error handler lets errors
 * without a request config through untouched, which a CaError is.
 */
const reportUnreachable: AxiosAdapter = async (config) => {
  try {
    return await httpAdapter(config);
  } catch (error) {
    if (!axios.isAxiosError(error) || error.response) throw error;
    throw new CaError('unavailable', `The ACME server cannot be reached: ${error.message}`, {
      url: config.url ?? '',
      code: error.code ?? '',
    });
  }
};

function agentFor(url: string | undefined) {
  try {
    return url ? agentsByOrigin.get(new URL(url).origin) : undefined;
  } catch {
    return undefined;
  }
}

function installInterceptors() {
  if (installed) return;
  installed = true;
  acme.axios.interceptors.request.use((config) => {
    config.timeout = REQUEST_TIMEOUT_MS;
    config.adapter = reportUnreachable;
    const agent = agentFor(config.url);
    if (agent) config.httpsAgent = agent;
    return config;
  });
  // Runs after acme-client's own retries: a server error still left is an outage, and a 404 a resource the CA
  // no longer has, where acme-client would throw plain errors that read like the CA refusing the request.
  acme.axios.interceptors.response.use((response) => {
    const status = response.status;
    if (status >= 400 && problemTypeOf(response.data) === ACCOUNT_DOES_NOT_EXIST)
      throw new AcmeAccountGone(response.config.url ?? '');
    if (status === 404) {
      throw new CaError('notFound', `The ACME server has nothing at ${response.config.url ?? ''}`, {
        url: response.config.url ?? '',
      });
    }
    if (status === 429 || status >= 500) {
      throw new CaError('unavailable', `The ACME server answered HTTP ${status}`, {
        url: response.config.url ?? '',
        status: String(status),
      });
    }
    return response;
  });
}
