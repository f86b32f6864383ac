// SIGTERM on the real process: /readyz turns 503 at once while requests are still served (SHUTDOWN_DELAY_MS),
// then the listener closes, a request in flight gets its answer, and the process exits 0.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnPortal, type PortalProcess } from '../test/portal-process.js';

async function waitUntilServing(portal: PortalProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // Ready: the API answers from the listen on, /readyz once the job queues run too.
    const ok = await fetch(`${portal.url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal did not start:\n${portal.output()}`);
}

/** A login whose body arrives in two halves: the request is in flight between them. */
function slowLogin(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password here' });
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return {
    async start() {
      await opened;
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
    },
    finish() {
      socket.write(body.slice(10));
      return closed;
    },
  };
}

describe('graceful shutdown', () => {
  let portal: PortalProcess;
  beforeAll(async () => {
    portal = await spawnPortal({ SHUTDOWN_DELAY_MS: '1500', LOG_LEVEL: 'info' });
    await waitUntilServing(portal);
  }, 90_000);
  afterAll(() => portal?.stop());

  it('stops being ready, finishes what is in flight, and exits 0', async () => {
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
    const inFlight = slowLogin(portal.url);
    await inFlight.start();
    const signalled = Date.now();
    portal.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Draining: not ready, still alive, still serving.
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${portal.url}/api/islogin`)).status).toBe(200);
    // After the delay the listener closes; the request already in flight still gets its answer.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"code":1008');
    expect(await portal.exited).toBe('0');
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(portal.output()).toContain('stopped');
    await expect(fetch(`${portal.url}/api/islogin`)).rejects.toThrow();
  }, 60_000);
});
