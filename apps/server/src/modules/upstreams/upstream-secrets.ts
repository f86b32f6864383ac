import { createPrivateKeyBox } from '../../lib/pki/index.js';

/** What an upstream keeps sealed (SECRET_KEY, the private-key box): never answered, never printed. */
export interface UpstreamSecrets {
  /** ACME External Account Binding. */
  eab?: { kid: string; hmacKey: string };
  /** CertCentral `X-DC-DEVKEY`. */
  apiKey?: string;
  /** CertCentral's webhook secret: every event it sends carries it as `X-WEBHOOK-KEY` (at least 32 characters). */
  webhookSecret?: string;
  /** The ACME account key, made once per upstream: every process signs in as the same account. */
  accountKeyPem?: string;
}

export function sealUpstreamSecrets(secretKey: string, secrets: UpstreamSecrets): string {
  return createPrivateKeyBox(secretKey).seal(JSON.stringify(secrets));
}

export function openUpstreamSecrets(secretKey: string, sealed: string): UpstreamSecrets {
  return JSON.parse(createPrivateKeyBox(secretKey).open(sealed)) as UpstreamSecrets;
}
