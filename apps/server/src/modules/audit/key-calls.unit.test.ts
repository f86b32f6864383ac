// The generic record of API key calls: state-changing calls made with a key that succeeded, nothing else.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../../lib/session-context.js';
import '../../plugins/request-context.js';
import { recordKeyCalls } from './audit.routes.js';
import type { AuditService } from './audit.service.js';

const session = (via: 'key' | 'session') =>
  ({ accountId: 2, ownerAccountId: 1, via }) as unknown as SessionContext;

async function appRecording() {
  const recorded: { ip: string; activity: string; details: object }[] = [];
  const audit = {
    record: async (_s: SessionContext, ip: string, activity: string, details: object) => {
      recorded.push({ ip, activity, details });
    },
  } as unknown as AuditService;
  const app = Fastify();
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const via = request.headers['x-via'];
    request.session = via === 'key' || via === 'session' ? session(via) : null;
  });
  // Before the routes, as auditModule.prepare runs before any module's routes: it hangs on each changing route.
  recordKeyCalls(app, { audit });
  app.post('/api/things/:id', async () => ({ code: 0 }));
  app.get('/api/things', async () => ({ code: 0 }));
  app.get('/api/things/:id/cancel', { config: { changes: true } }, async () => ({ code: 0 }));
  app.put('/api/broken', async (_request, reply) => reply.status(409).send({ code: 1005 }));
  await app.ready();
  return { app, recorded };
}

describe('API key calls in the audit log', () => {
  it('records successful writes and state-changing GETs made with a key, with method and route', async () => {
    const { app, recorded } = await appRecording();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, via?: string) =>
      app.inject({ method, url, remoteAddress: '203.0.113.5', headers: via ? { 'x-via': via } : {} });
    await call('POST', '/api/things/7', 'key');
    await call('GET', '/api/things/7/cancel', 'key');
    // Not recorded: a plain GET, a refused write, a browser session, a visitor.
    await call('GET', '/api/things', 'key');
    await call('PUT', '/api/broken', 'key');
    await call('POST', '/api/things/8', 'session');
    await call('POST', '/api/things/9');
    await app.close();
    expect(recorded).toEqual([
      { ip: '203.0.113.5', activity: 'apiKey.call', details: { method: 'POST', route: '/api/things/:id' } },
      {
        ip: '203.0.113.5',
        activity: 'apiKey.call',
        details: { method: 'GET', route: '/api/things/:id/cancel' },
      },
    ]);
  });
});
