// Benchmark: Lighthouse (default config = mobile, simulated throttling) on the two signed-in pages people wait for
// (issue 31): My Orders of a customer who has orders, and the operator console's landing page. The browser holds
// the account's session cookies (set before the run, as after a login); the page must be the one asked for (not
// the login page a lost session leads to) and its list call must have answered, or the line is a check failure.
import { SESSION_COOKIE } from '@portal/contract';
import type { Result } from 'lighthouse';
import { BenchClient, benchEmail, PASSWORD } from './lib/client.js';
import { placeOrder } from './lib/orders.js';
import { errorText, type BenchResult } from './lib/result.js';
import { chromiumProblem, hostFigures, METRICS, runLighthouse, type BrowserCookie } from './lighthouse.js';

export const SIGNED_IN_TARGET = 90;
/** Orders the customer of `lighthouse/orders` places first (one page of the list: 10 rows, and a second page). */
export const SIGNED_IN_ORDERS = 12;

export interface SignedInPage {
  name: string;
  path: string;
  /** The API call whose answer fills the page's rows: it must have answered 200 during the run. */
  dataCall: string;
}

export const SIGNED_IN_PAGES = {
  orders: { name: 'lighthouse/orders', path: '/admin/order/list', dataCall: '/api/orders?' },
  ops: { name: 'lighthouse/ops', path: '/ops', dataCall: '/api/ops/overview' },
} as const satisfies Record<string, SignedInPage>;

interface PortalLike {
  url: string;
  cli(args: string[]): Promise<string>;
}

function cookiesOf(client: BenchClient, portalUrl: string): BrowserCookie[] {
  return [...client.jar].map(([name, value]) => ({
    name,
    value,
    url: portalUrl,
    httpOnly: name === SESSION_COOKIE,
    sameSite: 'Lax' as const,
  }));
}

/** A customer with SIGNED_IN_ORDERS orders (placed through the wizard's calls, unpaid), signed in. */
export async function customerWithOrders(portalUrl: string): Promise<BenchClient> {
  const client = new BenchClient(portalUrl);
  await client.signUp(benchEmail('lh-orders'));
  for (let index = 0; index < SIGNED_IN_ORDERS; index += 1)
    await placeOrder(client, `lh${index}-${process.pid}.example.com`);
  const listed = await client.ok<{ total: number }>('GET', '/api/orders?page=1&pageSize=10');
  if (listed.total !== SIGNED_IN_ORDERS)
    throw new Error(`the customer's order list holds ${listed.total} orders, placed ${SIGNED_IN_ORDERS}`);
  return client;
}

/** An operator made as an operator makes one (`portal user:create --operator`), signed in. */
export async function signedInOperator(portal: PortalLike): Promise<BenchClient> {
  const email = benchEmail('lh-ops');
  await portal.cli(['user:create', '--email', email, '--password', PASSWORD, '--operator']);
  const client = new BenchClient(portal.url);
  await client.ok('POST', '/api/login', { form: { email, password: PASSWORD } });
  await client.ok('GET', '/api/ops/overview?days=30');
  return client;
}

/** What makes a run not a measurement of the page: another final address, or the rows' call not answered. */
export function pageProblems(lhr: Result, page: SignedInPage): string[] {
  const problems: string[] = [];
  const final = new URL(lhr.finalDisplayedUrl);
  const askedPath = page.path === '/ops' ? '/ops/overview' : page.path;
  if (final.pathname !== askedPath && final.pathname !== page.path)
    problems.push(`the run ended on ${final.pathname}, not ${askedPath}`);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)
      ?.items ?? [];
  const call = requests.find((request) => request.url.includes(page.dataCall));
  if (!call) problems.push(`no ${page.dataCall} call during the run`);
  else if (call.statusCode !== 200) problems.push(`${page.dataCall} answered ${call.statusCode}`);
  return problems;
}

export async function benchSignedInLighthouse(
  page: SignedInPage,
  portalUrl: string,
  signIn: () => Promise<BenchClient>,
  log: (text: string) => void,
): Promise<BenchResult> {
  const target = `score >= ${SIGNED_IN_TARGET}`;
  const noChromium = chromiumProblem();
  if (noChromium)
    return {
      name: page.name,
      status: 'SKIP',
      target,
      line: `${page.name}: SKIP, Lighthouse could not run here: ${noChromium}`,
    };
  const client = await signIn();
  const outcome = await runLighthouse(`${portalUrl}${page.path}`, ['performance'], log, {
    cookies: cookiesOf(client, portalUrl),
  });
  if ('problem' in outcome)
    return {
      name: page.name,
      status: 'SKIP',
      target,
      line: `${page.name}: SKIP, Lighthouse could not run here: ${outcome.problem}`,
      ...(outcome.error === undefined ? {} : { error: errorText(outcome.error) }),
    };
  const { lhr } = outcome;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a']),
  ) as Record<string, string>;
  const host = hostFigures(lhr);
  log(
    `  ${page.path}: ${METRICS.map(([, label]) => `${label} ${metrics[label]}`).join(', ')}; CPU ${host.text}`,
  );
  for (const warning of lhr.runWarnings) log(`  warning: ${warning}`);
  const problems = pageProblems(lhr, page);
  const status = problems.length === 0 && score >= SIGNED_IN_TARGET ? 'PASS' : 'FAIL';
  return {
    name: page.name,
    status,
    value: score,
    reference: SIGNED_IN_TARGET,
    ratio: score / SIGNED_IN_TARGET,
    unit: 'score',
    target,
    line:
      `${page.name}: ${page.path} performance score ${score} (${metrics.FCP} FCP, ${metrics.LCP} LCP, ` +
      `${metrics.TBT} TBT; ${host.text}) (target >= ${SIGNED_IN_TARGET})` +
      `${problems.length > 0 ? ` check failed: ${problems.join('; ')}` : ''} ${status}`,
    ...(problems.length > 0 ? { checkFailures: problems } : {}),
    details: {
      score,
      metrics,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: host.cpuSlowdownMultiplier,
      ...(host.emulatedIndex === undefined ? {} : { emulatedIndex: host.emulatedIndex }),
      finalUrl: lhr.finalDisplayedUrl,
    },
  };
}
