// GET /metrics (CONTRACT.md): Prometheus text with HTTP requests by route pattern and status (durations), the
// database pool, job queue depths, the process (event-loop lag, memory, CPU) and the business counters of
// lib/metrics.ts. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`; without, loopback callers only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { safeEqual } from '../lib/crypto.js';
import { metricsRegistry, startProcessMetrics } from '../lib/metrics.js';
import { createRequestDurations } from '../lib/request-durations.js';

export interface MetricsOptions {
  token?: string | undefined;
  /** The PostgreSQL pool (absent on the embedded database). */
  pool?: pg.Pool | undefined;
  /** The job queue's depth per queue (the job runner's). */
  jobs?: { queueSizes(): Promise<Record<string, number>> } | null | undefined;
}

/** What the gauges read at scrape time; several apps in one process (tests) each add theirs. */
const sources = new Set<MetricsOptions>();

const requestDurations = createRequestDurations({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const { pool } of sources) {
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.totalCount);
      this.inc({ state: 'idle' }, pool.idleCount);
      this.inc({ state: 'waiting' }, pool.waitingCount);
    }
  },
});

new Gauge({
  name: 'portal_job_queue_depth',
  help: 'Jobs waiting per queue (pg-boss)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { jobs } of sources) {
      if (!jobs) continue;
      const sizes = await jobs.queueSizes().catch(() => ({}));
      for (const [queue, size] of Object.entries(sizes)) this.set({ queue }, size);
    }
  },
});

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function allowed(request: FastifyRequest, token: string | undefined): 401 | 403 | null {
  if (token) {
    const header = request.headers.authorization ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
    return sent !== '' && safeEqual(sent, token) ? null : 401;
  }
  return LOOPBACK.test(request.ip) ? null : 403;
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  startProcessMetrics();
  sources.add(options);
  app.addHook('onClose', async () => {
    sources.delete(options);
  });
  // A callback hook: this runs on every request (the islogin bench).
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (/api/order/info/:id), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? '(unmatched)';
    requestDurations.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const refused = allowed(request, options.token);
    if (refused) {
      reply.header('cache-control', 'no-store');
      return reply
        .status(refused)
        .type('text/plain; charset=utf-8')
        .send(
          refused === 401
            ? 'metrics need Authorization: Bearer <METRICS_TOKEN>\n'
            : 'metrics answer loopback callers only\n',
        );
    }
    reply.header('cache-control', 'no-store');
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
