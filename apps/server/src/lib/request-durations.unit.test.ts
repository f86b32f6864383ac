// The request-duration histogram exports what prom-client's Histogram did: cumulative buckets, +Inf, _sum, _count.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestDurations } from './request-durations.js';

describe('request durations', () => {
  it('counts each request in the first bucket it fits, per method, route and status', async () => {
    const registry = new Registry();
    const durations = createRequestDurations({
      name: 'test_duration_seconds',
      help: 'test requests',
      buckets: [0.005, 0.01, 1],
      registers: [registry],
    });
    durations.observe('GET', '/api/islogin', 200, 0.004);
    durations.observe('GET', '/api/islogin', 200, 0.005); // on the bound: that bucket
    durations.observe('GET', '/api/islogin', 200, 0.5);
    durations.observe('GET', '/api/islogin', 200, 3); // above every bound: +Inf only
    durations.observe('POST', '/api/login', 429, 0.001);

    const lines = (await registry.metrics()).trim().split('\n');
    const series = 'method="GET",route="/api/islogin",status_code="200"';
    expect(lines).toEqual(
      expect.arrayContaining([
        '# HELP test_duration_seconds test requests',
        '# TYPE test_duration_seconds histogram',
        `test_duration_seconds_bucket{le="0.005",${series}} 2`,
        `test_duration_seconds_bucket{le="0.01",${series}} 2`,
        `test_duration_seconds_bucket{le="1",${series}} 3`,
        `test_duration_seconds_bucket{le="+Inf",${series}} 4`,
        `test_duration_seconds_sum{${series}} 3.509`,
        `test_duration_seconds_count{${series}} 4`,
        'test_duration_seconds_count{method="POST",route="/api/login",status_code="429"} 1',
      ]),
    );
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count{');
  });
});
