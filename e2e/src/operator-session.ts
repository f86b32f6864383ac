// What the console stories share: an operator made as an operator makes one (`portal user:create --operator`), and
// switching the story's browser to another account through the login call.
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import { assert } from './wizard.js';

/** `portal user:create --email E --password P --operator` against the running portal; its answer line. */
export function createOperator(portal: Portal, email: string, password: string): Promise<string> {
  return portal.cli(['user:create', '--email', email, '--password', password, '--operator']);
}

/**
 * Signs the browser in as `email` (the session cookie is replaced). A browser signed in already sends its session's
 * CSRF token, which the login checks like any other call.
 */
export async function logInAs(portal: Portal, page: Page, email: string, password: string): Promise<void> {
  const csrf = (await page.context().cookies(portal.url)).find((c) => c.name === 'csrf_token')?.value;
  const answer = await page.request.post(`${portal.url}/api/login`, {
    form: { email, password },
    headers: csrf ? { 'x-csrf-token': csrf } : {},
  });
  const body = (await answer.json()) as { code: number };
  assert(body.code === 0, `login of ${email} answered ${JSON.stringify(body)}`);
}
