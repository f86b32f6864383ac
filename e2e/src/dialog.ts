// Pressing a dialog's button (OK, or Cancel) the way a person does: once it has finished opening, and again if the
// press was lost.
import type { Locator } from 'playwright-core';

/** antd adds these motion classes to `.ant-modal` (and a dropdown) while it zooms in. */
const OPENING = /-(appear|enter)(\s|-|$)/;

/**
 * Waits until the dialog holding `ok` has finished opening (a press that lands while it still zooms in can miss the
 * moving button on a loaded machine: seen in CI at both widths), presses `ok`, and presses once more when the dialog
 * is still open and idle (not loading) after `settleMs` — what a person would do. A dialog whose OK starts a request
 * shows it loading meanwhile, so a slow answer is never pressed twice; a dialog whose OK opened another dialog above it
 * (a confirmation, a password prompt) is not pressed again either.
 */
export async function pressDialogOk(ok: Locator, settleMs = 5_000): Promise<void> {
  await pressWhenSettled(ok, '.ant-modal', settleMs);
}

/** The same for an item of an antd dropdown menu (the user menu's Logout): the menu zooms in as a dialog does. */
export async function pressMenuItem(item: Locator, settleMs = 5_000): Promise<void> {
  await pressWhenSettled(item, '.ant-dropdown', settleMs);
}

async function pressWhenSettled(ok: Locator, container: string, settleMs: number): Promise<void> {
  await ok.waitFor({ state: 'visible' });
  await ok.evaluate(
    (button, [pattern, selector]) =>
      new Promise<void>((resolve) => {
        const opening = new RegExp(pattern);
        const done = () => !opening.test(button.closest(selector)?.className ?? '');
        const poll = () => (done() ? resolve() : window.setTimeout(poll, 50));
        poll();
      }),
    [OPENING.source, container] as const,
  );
  const openDialogs = () => ok.page().locator('.ant-modal-wrap:visible').count();
  const before = await openDialogs();
  await ok.click();
  const closed = await ok
    .waitFor({ state: 'hidden', timeout: settleMs })
    .then(() => true)
    .catch(() => false);
  if (closed) return;
  const loading = await ok
    .evaluate((button) => button.classList.contains('ant-btn-loading'))
    .catch(() => true);
  if (!loading && (await openDialogs()) <= before) await ok.click();
}
