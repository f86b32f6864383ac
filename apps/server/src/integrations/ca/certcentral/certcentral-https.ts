import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';

/**
 * A `fetch` for an API served under a private or test CA: Node's own fetch cannot be given extra roots without the
 * undici package, so this sends the few JSON calls the adapter makes through node:https, trusting the system's
 * roots plus `caBundlePem`.
 */
export function fetchTrusting(caBundlePem: string): typeof fetch {
  const ca = [...rootCertificates, caBundlePem];
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const outgoing = httpsRequest(
        url,
        { method: init.method ?? 'GET', headers, ca, signal: init.signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers))
              if (typeof value === 'string') answerHeaders.set(name, value);
            const status = incoming.statusCode ?? 502;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: answerHeaders }));
          });
        },
      );
      outgoing.on('error', reject);
      if (typeof init.body === 'string') outgoing.write(init.body);
      outgoing.end();
    });
}
