// The HTTP request-duration histogram of GET /metrics, counted with a few array increments per request. prom-client's
// Histogram validates and hashes the labels on every observe(), which cost the small API calls about a tenth of
// their throughput (the islogin bench); the text it exports is the same (buckets, +Inf, _sum, _count).
import type { Metric, Registry } from 'prom-client';

/** One sample line as a registry formats it: `metricName{labels} value`. */
interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative), and one more slot for those above the last bound. */
  counts: number[];
  sum: number;
  count: number;
}

export interface RequestDurations {
  /** Counts one request of `seconds` under its method, route pattern and status code. */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
}

export function createRequestDurations(options: {
  name: string;
  help: string;
  buckets: readonly number[];
  registers: Registry[];
}): RequestDurations {
  const { name, help, buckets } = options;
  const series = new Map<string, Series>();

  function values(): Sample[] {
    const out: Sample[] = [];
    for (const { labels, counts, sum, count } of series.values()) {
      let cumulative = 0;
      buckets.forEach((bound, index) => {
        cumulative += counts[index]!;
        out.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      out.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` });
      out.push({ labels, value: sum, metricName: `${name}_sum` });
      out.push({ labels, value: count, metricName: `${name}_count` });
    }
    return out;
  }

  // What a registry reads of a metric (prom-client's Metric is a union of its own classes, hence the cast): get()
  // for the text and the JSON, reset() for resetMetrics().
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: values() }),
    reset: () => series.clear(),
  };
  for (const registry of options.registers) registry.registerMetric(metric as unknown as Metric);

  return {
    observe(method, route, statusCode, seconds) {
      const key = `${method} ${statusCode} ${route}`;
      let entry = series.get(key);
      if (!entry) {
        entry = {
          labels: { method, route, status_code: String(statusCode) },
          counts: new Array<number>(buckets.length + 1).fill(0),
          sum: 0,
          count: 0,
        };
        series.set(key, entry);
      }
      let index = 0;
      while (index < buckets.length && seconds > buckets[index]!) index++;
      entry.counts[index]!++;
      entry.sum += seconds;
      entry.count++;
    },
  };
}
