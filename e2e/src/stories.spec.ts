// Each story (src/stories.ts) is one test, run in order on each database's portal (playwright.config.ts), in its own
// browser context; each numbered step is a test.step named as the runner printed it. After the first failing
// step the rest of that story is reported as skipped steps (they depend on it).
import { randomBytes } from 'node:crypto';
import { test } from './fixtures.js';
import type { Step } from './runner.js';
import { selectedStories } from './stories.js';

/** A documentation address of its own (RFC 3849) for each story's browser. */
function visitorAddress(): string {
  return `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
}

async function runSteps(steps: readonly Step[]): Promise<void> {
  let failure: unknown;
  for (const [index, step] of steps.entries()) {
    const title = `${index + 1}. ${step.name}`;
    if (failure !== undefined) {
      await test.step.skip(title, async () => undefined);
      continue;
    }
    try {
      const note = await test.step(title, () => step.run());
      if (note) {
        // The runner printed it after the step's name; the report keeps it as an annotation of the story.
        console.log(`  ${title}: ${note}`);
        test.info().annotations.push({ type: 'note', description: `${title}: ${note}` });
      }
    } catch (error) {
      failure = error ?? new Error(`${title} failed`);
    }
  }
  if (failure !== undefined) throw failure;
}

for (const story of selectedStories()) {
  test.describe(() => {
    test.use({
      viewport: story.viewport ?? { width: 1280, height: 800 },
      // Each story is its own visitor behind the proxy the portal trusts (TRUST_PROXY): rate limits count per
      // visitor, as they would for separate people, not for the whole suite on 127.0.0.1.
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    test(story.name, async ({ suite, page }) => {
      await runSteps(
        story.steps({
          portal: suite.portal,
          dns: suite.dns,
          page: () => page,
          label: `${suite.name}-${story.name}`,
        }),
      );
    });
  });
}
