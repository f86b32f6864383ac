// The letters story (issue 15): an operator sends a private letter with hostile HTML and a public notice through
// `portal letter:send`; the customer sees the unread count on the bell and the private letter's title on the NEW
// banner, opens it on /admin/notification (rendered without the script, marked read, the count goes down), then
// opens the public notice in its tab.
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

const L = {
  bell: 'notification-bell',
  banner: 'letter-banner',
  page: 'notifications-page',
  privateList: 'letters-private',
  publicList: 'letters-public',
  title: 'letter-title',
  status: 'letter-status',
  content: 'letter-content',
};

export function lettersScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(`${context.label}-letters`);
  const page = () => context.page();
  const { byId, visible, api, signUp } = shopper(portal, page);
  const privateTitle = `Your account review ${Date.now().toString(36)}`;
  const publicTitle = `Maintenance notice ${Date.now().toString(36)}`;
  let unreadBefore = 0;

  return [
    {
      name: 'letters: portal letter:send writes a private letter and a public notice',
      run: async () => {
        await signUp(email, 'E2e letters password 1');
        const html =
          '<p>Hello <b>there</b></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';
        const sent = await portal.cli([
          'letter:send',
          '--email',
          email,
          '--title',
          privateTitle,
          '--html',
          html,
        ]);
        assert(sent.includes(`sent to ${email}`), `letter:send said: ${sent}`);
        const notice = await portal.cli([
          'letter:send',
          '--public',
          '--title',
          publicTitle,
          '--html',
          '<p>Sunday</p>',
        ]);
        assert(notice.includes('every account'), `letter:send --public said: ${notice}`);
        const unknown = await portal
          .cli(['letter:send', '--email', 'nobody@example.com', '--title', 'x', '--html', 'x'])
          .catch((error: unknown) => String(error));
        assert(unknown.includes('no account has the address'), `unknown address: ${unknown}`);
        unreadBefore = await api<number>('letters/unread');
        assert(unreadBefore >= 2, `unread count ${unreadBefore}`);
        return `${unreadBefore} unread`;
      },
    },
    {
      name: 'letters: the bell shows the count and the NEW banner the private letter, which opens the page',
      run: async () => {
        await page().goto(`${portal.url}/admin/profile`);
        await visible(L.bell);
        // The badge's title is the exact count (its text says 99+ above 99).
        const badge = await byId(L.bell).getByTestId('notification-count').getAttribute('title');
        assert(badge === String(unreadBefore), `the bell shows "${badge}"`);
        await visible(L.banner);
        const banner = (await byId(L.banner).textContent()) ?? '';
        assert(banner.includes(privateTitle), `the banner shows "${banner}"`);
        await byId(L.banner).getByRole('link').click();
        await page().waitForURL((url) => url.pathname === '/admin/notification');
        await visible(L.privateList);
      },
    },
    {
      name: 'letters: opening the private letter shows its safe HTML and marks it read',
      run: async () => {
        const panel = byId(L.privateList).locator('.ant-collapse-item').filter({ hasText: privateTitle });
        const status = (await panel.getByTestId(L.status).textContent()) ?? '';
        assert(status === 'Unread', `shown "${status}"`);
        await panel.locator('.ant-collapse-header').click();
        await panel.getByTestId(L.content).waitFor({ state: 'visible' });
        const inner = await panel.getByTestId(L.content).innerHTML();
        assert(inner.includes('<b>there</b>') && !/script|onerror/.test(inner), `content ${inner}`);
        assert(
          (await page().evaluate(() => (window as { __pwned?: number }).__pwned)) === undefined,
          'script ran',
        );
        await panel
          .getByTestId(L.status)
          .filter({ hasText: /^Read$/ })
          .waitFor();
        const after = await api<number>('letters/unread');
        assert(after === unreadBefore - 1, `unread ${unreadBefore} → ${after}`);
        await byId(L.banner).waitFor({ state: 'detached' });
        return `unread ${unreadBefore} → ${after}`;
      },
    },
    {
      name: 'letters: the public notice is in the Notice tab',
      run: async () => {
        await page().getByRole('tab', { name: 'Notice' }).click();
        await visible(L.publicList);
        const panel = byId(L.publicList).locator('.ant-collapse-item').filter({ hasText: publicTitle });
        await panel.locator('.ant-collapse-header').click();
        await panel
          .getByTestId(L.status)
          .filter({ hasText: /^Read$/ })
          .waitFor();
      },
    },
  ];
}
