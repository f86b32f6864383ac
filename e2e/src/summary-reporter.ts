// The suite's last lines, as the hand-written runner printed them (CI notes and the acceptance tooling read them):
// each failure with its first lines, then `e2e: N passed, M failed` counting the stories' steps.
import { relative } from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestError,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';
import { plain } from './runner.js';

interface Options {
  /** Where the HTML report is written (playwright.config.ts). */
  htmlReport: string;
}

const firstLines = (text: string) => plain(text).split('\n').slice(0, 6).join('\n    ');

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly failures: string[] = [];
  private started = Date.now();
  private readonly htmlReport: string;

  constructor(options: Options) {
    this.htmlReport = options.htmlReport;
  }

  printsToStdio(): boolean {
    return true;
  }

  onBegin(): void {
    this.started = Date.now();
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    // The numbered steps are the test's own top-level steps (stories.spec.ts), not Playwright's calls or fixtures.
    if (step.category !== 'test.step' || step.parent) return;
    if (step.annotations.some((annotation) => annotation.type === 'skip')) this.skipped += 1;
    else if (step.error) {
      this.failed += 1;
      this.failures.push(
        `${label(test)} › ${step.title}\n    ${firstLines(step.error.message ?? String(step.error.value))}`,
      );
    } else this.passed += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A failure outside the numbered steps: the portal did not start, a fixture broke, the test timed out.
    const inSteps = result.steps.some((step) => step.category === 'test.step' && step.error);
    if (inSteps) return;
    this.failed += 1;
    const error = result.errors[0];
    this.failures.push(
      `${label(test)} (${result.status})\n    ${firstLines(error?.message ?? error?.value ?? '')}`,
    );
  }

  onError(error: TestError): void {
    this.failed += 1;
    this.failures.push(`the suite\n    ${firstLines(error.message ?? error.value ?? '')}`);
  }

  onEnd(result: FullResult): void {
    if (result.status === 'interrupted' || result.status === 'timedout') {
      if (this.failed === 0) this.failed = 1;
      this.failures.push(`the run (${result.status})`);
    }
  }

  // After the other reporters' onExit (the HTML report's hint), so the count stays the last line.
  async onExit(): Promise<void> {
    console.log('');
    for (const failure of this.failures) console.log(`failed: ${failure}`);
    if (this.failed > 0) {
      console.log(
        `report (screenshots, traces, portal logs): ${relative(process.cwd(), this.htmlReport) || '.'}`,
      );
    }
    const skipped = this.skipped > 0 ? ` (${this.skipped} skipped after a failure)` : '';
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped} in ${seconds} s`);
  }
}

/** `pglite › orders`: the project and the story. */
function label(test: TestCase): string {
  const [, project = '', , ...rest] = test.titlePath();
  return [project, ...rest.filter(Boolean)].join(' › ');
}
