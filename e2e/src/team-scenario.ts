// The team story (issue 14): a main account adds a finance and a sale sub-user on /admin/account/add-user; the
// finance user sets its password through the invitation mail's link, logs in and pays an order of the main
// account from the main account's balance; the sale user does the same and sees no balance dropdown, no money
// menu, and Invoicing answers with its not-allowed state.
import type { Page } from 'playwright-core';
import { outboxFiles, waitForMail } from './mail.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { F, PATHS, S, T } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const INVITE_LINK = /https?:\/\/[^\s"'<>]+\/admin\/manage-reset\?token=[^\s"'<>]+/;

interface SubUser {
  uid: string;
  email: string;
  role: string;
  status: string;
  auditPerm: string;
  invited: boolean;
}

export function teamScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const mainEmail = uniqueEmail(`${context.label}-main`);
  const financeEmail = uniqueEmail(`${context.label}-finance`);
  const saleEmail = uniqueEmail(`${context.label}-sale`);
  const password = 'E2e team password 1';
  const subPassword = 'E2e sub-user password 2';
  const page = () => context.page();
  const { byId, visible, api, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  const uids: Record<string, string> = {};
  /** The outbox before the sale user's invitation was sent again: only the newer mail's link still works. */
  let beforeResend: string[] = [];

  /** The add-user form through the page: every field, the role and audit permission picked from their lists. */
  const addSubUser = async (email: string, role: 'finance' | 'sale', jobTitle: string) => {
    await page().goto(`${portal.url}${S.listPath}`);
    await visible(S.list);
    await byId(S.add).click();
    await page().waitForURL((url) => url.pathname === S.addPath);
    await visible(S.addPage);
    await byId(S.field('email')).fill(email);
    await byId(S.field('firstName')).fill(role === 'finance' ? 'Fiona' : 'Sam');
    await byId(S.field('lastName')).fill('Teamson');
    await byId(S.field('telephone')).fill('+1 555 0123');
    await byId(S.field('jobTitle')).fill(jobTitle);
    await byId(S.select('role')).click();
    await byId(S.option('role', role)).click();
    await byId(S.select('auditPerm')).click();
    await byId(S.option('auditPerm', 'invalid')).click();
    await byId(S.addSubmit).click();
    await page().waitForURL((url) => url.pathname === S.listPath);
    const { list } = await api<{ list: SubUser[] }>('sub-accounts?page=1&pageSize=10');
    const row = list.find((item) => item.email === email);
    assert(row && row.role === role && row.invited, `the list holds ${JSON.stringify(list)}`);
    await visible(S.row(row.uid));
    const status = (await byId(S.status(row.uid)).textContent()) ?? '';
    const audit = (await byId(S.audit(row.uid)).textContent()) ?? '';
    assert(status.startsWith('Enable') && audit === 'Forbidden', `tags "${status}" / "${audit}"`);
    uids[email] = row.uid;
    return `uid ${row.uid}, status "${status}", audit "${audit}"`;
  };

  /** Logs out (cookies gone), opens the newest invitation link to `email` and sets the password there. */
  const acceptInvitation = async (email: string, seen: readonly string[] = []) => {
    await page().context().clearCookies();
    const { match } = await waitForMail(portal.dataDir, { to: email, pattern: INVITE_LINK, seen });
    const link = match[0];
    assert(
      new URL(link).origin === new URL(portal.url).origin,
      `the mailed link ${link} is not the portal's`,
    );
    await page().goto(link);
    await visible(T.authReset);
    await byId(T.authPassword).fill(subPassword);
    await byId(T.authConfirm).fill(subPassword);
    await byId(T.authSubmit).click();
    await page().waitForURL((url) => url.pathname === PATHS.login);
    await visible(T.authLogin);
  };

  const logIn = async (email: string) => {
    await byId(T.authEmail).fill(email);
    await byId(T.authPassword).fill(subPassword);
    await byId(T.authSubmit).click();
    await page().waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== PATHS.login);
    await visible(T.memberShell);
    // The header and menu are drawn from the profile: once the user menu names the user, they are complete.
    await page().waitForFunction(
      ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(text) ?? false,
      [T.userMenu, email] as const,
    );
    await visible(S.ordersMenu);
    const profile = await api<{ email: string; role: string }>('account/profile');
    assert(profile.email === email, `logged in as ${profile.email}`);
    return profile.role;
  };

  return [
    {
      name: 'the main account signs up with $100.00 booked by the operator',
      run: () => signUpAndFund(mainEmail, password, '100.00'),
    },
    {
      name: 'the add-user form refuses an empty submit with the required messages',
      run: async () => {
        await page().goto(`${portal.url}${S.addPath}`);
        await visible(S.addPage);
        await byId(S.addSubmit).click();
        const roleMessage = page().getByText('Please select the role');
        await roleMessage.waitFor({ state: 'visible' });
        await page().getByText('Please enter the job title').waitFor({ state: 'visible' });
        await byId(S.addBack).click();
        await page().waitForURL((url) => url.pathname === S.listPath);
      },
    },
    {
      name: 'adds a finance sub-user on /admin/account/add-user; the list shows Enable / Forbidden',
      run: () => addSubUser(financeEmail, 'finance', 'Accountant'),
    },
    {
      name: 'adds a sale sub-user and resends its invitation after the confirmation',
      run: async () => {
        const note = await addSubUser(saleEmail, 'sale', 'Sales manager');
        await byId(S.resend(uids[saleEmail]!)).click();
        await visible(S.resendOk);
        const question = (await page().locator('.ant-modal-confirm-title').textContent()) ?? '';
        assert(
          question === 'Are you sure to resend the invitation email?',
          `the confirmation asks "${question}"`,
        );
        beforeResend = outboxFiles(portal.dataDir);
        await pressDialogOk(byId(S.resendOk));
        await byId(S.resendOk).waitFor({ state: 'detached' });
        return note;
      },
    },
    {
      name: 'the finance user sets its password through the invitation link and logs in',
      run: async () => {
        await acceptInvitation(financeEmail);
        const role = await logIn(financeEmail);
        assert(role === 'finance', `the finance user's role is ${role}`);
        await visible(S.balance);
      },
    },
    {
      name: "the finance user pays an order of the main account from the main account's balance",
      run: async () => {
        const [orderId] = await ordersThroughApi([`team-${Date.now().toString(36)}.example.com`]);
        await page().goto(`${portal.url}${F.buyDetailsPath(orderId!)}`);
        await visible(F.buyDetails);
        await byId(F.payBalance).click();
        await pressDialogOk(byId(F.payBalanceOk));
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        const detail = await api<{ paid: boolean }>(`order/detail/${orderId}`);
        assert(detail.paid, 'the order is not paid');
        const profile = await api<{ funds: string }>('account/profile');
        const expected = (100 - PRODUCT.oneYear).toFixed(2);
        assert(profile.funds === expected, `the balance is ${profile.funds}, expected ${expected}`);
        return `order ${orderId} paid; balance ${profile.funds}`;
      },
    },
    {
      name: 'the sale user logs in: no balance dropdown, no money or team menu, Invoicing is not allowed',
      run: async () => {
        await acceptInvitation(saleEmail, beforeResend);
        const role = await logIn(saleEmail);
        assert(role === 'sale', `the sale user's role is ${role}`);
        assert((await byId(S.balance).count()) === 0, 'the sale user sees the balance dropdown');
        assert((await byId(S.billingMenu).count()) === 0, 'the sale user sees the billing menu');
        assert((await byId(S.teamMenu).count()) === 0, 'the sale user sees the sub-users menu');
        await page().goto(`${portal.url}${S.billingPath}`);
        await visible(S.billingNotAllowed);
        const pay = await page().request.get(`${portal.url}/api/order/invoices`);
        assert(pay.status() === 403, `order/invoices answered ${pay.status()} to the sale user`);
      },
    },
  ];
}
