// Benchmark: Lighthouse (default config = mobile, simulated throttling) on the storefront's server-rendered public
// pages, `/` and `/ssl-product`: one line per page and category (performance, SEO, accessibility, best practices),
// each with the target score 95 (issue 17).
import type { Result } from 'lighthouse';
import { errorText, type BenchResult } from './lib/result.js';
import { chromiumProblem, hostFigures, METRICS, runLighthouse, type Category } from './lighthouse.js';

export const STOREFRONT_TARGET = 95;
export const STOREFRONT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'ssl-product', path: '/ssl-product' },
] as const;
const CATEGORIES: Category[] = ['performance', 'seo', 'accessibility', 'best-practices'];

const lineName = (page: string, category: Category) => `lighthouse/${page}/${category}`;

/** The audits that cost a category points (score below 1), for the log: what to fix. */
function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id} ${Math.round((audit!.score ?? 0) * 100)}`);
}

export async function benchStorefrontLighthouse(
  portalUrl: string,
  log: (text: string) => void,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const skip = (page: string, reason: string, error?: unknown) =>
    CATEGORIES.map((category): BenchResult => ({
      name: lineName(page, category),
      status: 'SKIP',
      target: `score >= ${STOREFRONT_TARGET}`,
      line: `${lineName(page, category)}: SKIP, Lighthouse could not run here: ${reason}`,
      ...(error === undefined ? {} : { error: errorText(error) }),
    }));
  const noChromium = chromiumProblem();
  for (const page of STOREFRONT_PAGES) {
    if (noChromium) {
      results.push(...skip(page.name, noChromium));
      continue;
    }
    const outcome = await runLighthouse(`${portalUrl}${page.path}`, CATEGORIES, log);
    if ('problem' in outcome) {
      results.push(...skip(page.name, outcome.problem, outcome.error));
      continue;
    }
    const { lhr } = outcome;
    const host = hostFigures(lhr);
    const shown = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const timings =
      `${shown('first-contentful-paint')} FCP, ${shown('largest-contentful-paint')} LCP, ` +
      `${shown('total-blocking-time')} TBT; `;
    log(
      `  ${page.path}: ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join(', ')}; ` +
        `CPU ${host.text}`,
    );
    for (const category of CATEGORIES) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const status = score >= STOREFRONT_TARGET ? 'PASS' : 'FAIL';
      const losing = failingAudits(lhr, category);
      if (losing.length > 0) log(`  ${page.path} ${category}: below 100 by ${losing.join(', ')}`);
      results.push({
        name: lineName(page.name, category),
        status,
        value: score,
        reference: STOREFRONT_TARGET,
        ratio: score / STOREFRONT_TARGET,
        unit: 'score',
        target: `score >= ${STOREFRONT_TARGET}`,
        line:
          `${lineName(page.name, category)}: ${page.path} ${category} score ${score} ` +
          `(${category === 'performance' ? timings : ''}${host.text}) ` +
          `(target >= ${STOREFRONT_TARGET}) ${status}`,
        details: {
          score,
          audits: losing,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          cpuSlowdownMultiplier: host.cpuSlowdownMultiplier,
          ...(host.emulatedIndex === undefined ? {} : { emulatedIndex: host.emulatedIndex }),
        },
      });
    }
  }
  return results;
}
