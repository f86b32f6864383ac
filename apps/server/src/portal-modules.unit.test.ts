// app.ts is a list of modules (issue 13): every module with routes is in it once, and the jobs keep their schedules.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTAL_MODULES } from './app.js';
import type { PortalServices } from './portal-services.js';

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));

describe('the module list', () => {
  it('names each module once, by its folder, and leaves out no folder with routes', () => {
    const names = PORTAL_MODULES.map((portalModule) => portalModule.name);
    expect(new Set(names).size).toBe(names.length);
    const withRoutes = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(`${modulesDir}${entry.name}`).some((file) => file.endsWith('.routes.ts')),
      )
      .map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(withRoutes));
    for (const name of names) expect(readdirSync(`${modulesDir}${name}`)).toContain(`${name}.module.ts`);
  });

  it('collects the recurring jobs with their crons, in the order they always ran', () => {
    // A job only reads its service when it runs.
    const jobs = PORTAL_MODULES.flatMap((portalModule) => portalModule.jobs?.({} as PortalServices) ?? []);
    expect(jobs.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: 'validation-recheck', cron: '* * * * *' },
      { name: 'upstream-actions', cron: '* * * * *' },
      { name: 'domain-reissue-notices', cron: '23 * * * *' },
      { name: 'certificate-renewals', cron: '*/5 * * * *' },
      { name: 'order-lifecycle', cron: '*/5 * * * *' },
      { name: 'served-certificate-checks', cron: '*/10 * * * *' },
      { name: 'pricing-request-mail', cron: '*/5 * * * *' },
      { name: 'affiliate-clearance', cron: '*/15 * * * *' },
      { name: 'affiliate-payouts', cron: '*/5 * * * *' },
      { name: 'acme-cleanup', cron: '17 * * * *' },
    ]);
  });
});
