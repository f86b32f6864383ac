// The process's Prometheus metrics (GET /metrics, CONTRACT.md). One registry per process: each portal process
// reports its own counts and Prometheus adds the processes up. Business counters are bumped where the thing
// happens (the one place each is written), so every entry path counts.
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
let defaultsStarted = false;

/** Process metrics (CPU, memory, GC, event-loop lag), started once per process, only when /metrics exists. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

export const businessMetrics = {
  ordersCreated: new Counter({
    name: 'portal_orders_created_total',
    help: 'Orders created (wizard, bulk, renewals)',
    registers: [metricsRegistry],
  }),
  paymentsCaptured: new Counter({
    name: 'portal_payments_captured_total',
    help: 'Payments marked paid, by channel (fund, paypal, offline)',
    labelNames: ['channel'] as const,
    registers: [metricsRegistry],
  }),
  certificatesIssued: new Counter({
    name: 'portal_certificates_issued_total',
    help: 'Certificates stored after issuance (orders and reissues)',
    registers: [metricsRegistry],
  }),
  dcvChecks: new Counter({
    name: 'portal_dcv_checks_total',
    help: 'Domain-validation checks of one name, by method and result (passed, failed)',
    labelNames: ['method', 'result'] as const,
    registers: [metricsRegistry],
  }),
};
