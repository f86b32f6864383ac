// Minimal typing of what the benchmarks use from autocannon 8 (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
    expectBody?: string;
    timeout?: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
  }
  /** In a worker thread autocannon answers raw (encoded) results; aggregateResult turns them into a Result. */
  export interface RawResult {
    duration: number;
  }
  function autocannon(options: Options): Promise<RawResult>;
  namespace autocannon {
    function aggregateResult(results: RawResult[], options: Options): Result;
  }
  export default autocannon;
}
