// The operator console's content story (issue 18): an operator (`portal user:create --operator`) writes a private
// letter to a customer on /ops/letters — the server's preview drops the <script> of the HTML — and the customer's
// bell counts it; the operator gives host `localhost` a skin on /ops/skins and the login page at
// localhost:<port> shows its title (removed again at the end, also when a step fails); the operator answers the
// customer's pricing request from the inbox (/ops/requests) and the reply lands in $DATA_DIR/outbox.
import type { Page } from 'playwright-core';
import { outboxFiles, waitForMail } from './mail.js';
import { createOperator, logInAs } from './operator-session.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const C = {
  bell: 'notification-bell',
  authLogin: 'auth-login',
  lettersPage: 'ops-letters-page',
  letterEmail: 'ops-letters-email',
  letterTitle: 'ops-letters-title',
  letterHtml: 'ops-letters-html',
  letterPreview: 'ops-letters-preview',
  letterSend: 'ops-letters-send',
  letterConfirm: 'ops-letters-confirm-ok',
  skinsPage: 'ops-skins-page',
  skinHost: 'ops-skin-host',
  skinTitle: 'ops-skin-title',
  skinSave: 'ops-skin-save',
  skinRow: (host: string) => `ops-skin-row-${host}`,
  requestsPage: 'ops-requests-page',
  requestOpen: (id: number) => `ops-request-open-${id}`,
  requestMessage: 'ops-request-message',
  requestSend: 'ops-request-send',
  requestAnswer: 'ops-request-answer',
  answeredTab: 'ops-requests-tab-answered',
  requestRow: (id: number) => `ops-request-row-${id}`,
};

export function opsContentScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const { byId, visible, api, post, signUp } = shopper(portal, page);
  const operatorEmail = uniqueEmail(`${context.label}-operator`);
  const operatorPassword = 'E2e operator password 1';
  const customerEmail = uniqueEmail(`${context.label}-customer`);
  const customerPassword = 'E2e customer password 1';
  const mark = Date.now().toString(36);
  const letterTitle = `Console letter ${mark}`;
  const skinTitle = `Console Certs ${mark}`;
  const reply = `We can offer 40 certificates at 9.00 USD each (${mark}).`;
  const port = new URL(portal.url).port;
  let unreadBefore = 0;
  let requestId = 0;

  const logIn = (email: string, password: string) => logInAs(portal, page(), email, password);
  const cleanUp = () => portal.cli(['skin:remove', '--host', 'localhost']).catch(() => undefined);

  return [
    {
      name: 'ops content: an operator from the command line; a customer with a pricing request',
      run: async () => {
        await createOperator(portal, operatorEmail, operatorPassword);
        await signUp(customerEmail, customerPassword);
        ({ id: requestId } = await post<{ id: number }>('promote/create?table=unlistedProductRequest', {
          json: {
            unlistedProductRequest: {
              name: 'Ada Lovelace',
              email: customerEmail,
              certificate: 'Wildcard OV',
              quantity: 40,
              vendor: 'Example CA',
            },
          },
        }));
        unreadBefore = await api<number>('letters/unread');
        return `request ${requestId}; ${unreadBefore} unread letters`;
      },
    },
    {
      name: 'ops content: the operator previews a private letter (the <script> is gone) and sends it',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops/letters`);
        await visible(C.lettersPage);
        await byId(C.letterEmail).fill(customerEmail);
        await byId(C.letterTitle).fill(letterTitle);
        await byId(C.letterHtml).fill(
          `<p>Hello <b id="friend">friend</b></p><script>document.title = 'owned'</script>`,
        );
        const preview = byId(C.letterPreview);
        await preview.locator('b').filter({ hasText: 'friend' }).waitFor({ state: 'visible' });
        const html = await byId('ops-letters-preview-content').innerHTML();
        assert(!html.includes('script') && !html.includes('owned'), `the preview kept the script: ${html}`);
        await byId(C.letterSend).click();
        await pressDialogOk(byId(C.letterConfirm));
        await page().getByText(letterTitle).first().waitFor({ state: 'visible' });
        return `preview: ${html}`;
      },
    },
    {
      name: 'ops content: the operator gives localhost a skin and the login page at localhost shows its title',
      run: async () => {
        try {
          await page().goto(`${portal.url}/ops/skins`);
          await visible(C.skinsPage);
          await byId(C.skinHost).fill('localhost');
          await byId(C.skinTitle).fill(skinTitle);
          await byId(C.skinSave).click();
          await visible(C.skinRow('localhost'));
          const login = page().context().newPage();
          const other = await login;
          try {
            const started = Date.now();
            let title = '';
            // Every process sees the skin within a second (the shared caches).
            while (!title.endsWith(` · ${skinTitle}`)) {
              assert(Date.now() - started < 5_000, `the login page at localhost is titled "${title}"`);
              await other.goto(`http://localhost:${port}/admin/manage-login`);
              await other.getByTestId(C.authLogin).waitFor({ state: 'visible' });
              title = await other.title();
            }
            return title;
          } finally {
            await other.close();
          }
        } finally {
          await cleanUp();
        }
      },
    },
    {
      name: 'ops content: the operator answers the pricing request from the inbox; the reply is mailed',
      run: async () => {
        const seen = outboxFiles(portal.dataDir);
        await page().goto(`${portal.url}/ops/requests`);
        await visible(C.requestsPage);
        await byId(C.requestOpen(requestId)).click();
        await byId(C.requestMessage).fill(reply);
        await byId(C.requestSend).click();
        const { mail } = await waitForMail(portal.dataDir, {
          to: customerEmail,
          pattern: /40 certificates at 9\.00 USD/,
          seen,
        });
        await byId(C.answeredTab).click();
        await visible(C.requestRow(requestId));
        return `mailed "${mail.subject}"`;
      },
    },
    {
      name: "ops content: the customer's bell counts the operator's letter",
      run: async () => {
        await logIn(customerEmail, customerPassword);
        await page().goto(`${portal.url}/admin/profile`);
        await visible(C.bell);
        const badge = await byId(C.bell).getByTestId('notification-count').getAttribute('title');
        assert(badge === String(unreadBefore + 1), `the bell shows "${badge}" (before: ${unreadBefore})`);
        const unread = await api<{ title: string }[] | { list: { title: string }[] }>(
          'letters?tag=private&page=1&pageSize=10',
        );
        const titles = ('list' in unread ? unread.list : unread).map((letter) => letter.title);
        assert(titles.includes(letterTitle), `the customer's letters: ${titles.join(', ')}`);
        return `bell ${badge}`;
      },
    },
  ];
}
