// The end-to-end story: register (signed in at once) → the taken address again (neutral notice) → log in → My Account → add a contact → switch to zh-CN → log out →
// log in again with the remembered email → recover the password through the mailed link → new password →
// log in with it.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { outboxFiles, waitForMail } from './mail.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { PATHS, T } from './selectors.js';
import { pressDialogOk, pressMenuItem } from './dialog.js';

const CJK = /[\u4e00-\u9fff]/;
const RESET_LINK = /https?:\/\/[^\s"'<>]+\/admin\/manage-reset\?token=[^\s"'<>]+/;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A unique address per run: a shared PostgreSQL database may already hold other users. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function scenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const firstPassword = 'E2e first password 1';
  const newPassword = 'E2e second password 2';
  const contact = {
    firstName: `Ada${randomBytes(2).toString('hex')}`,
    lastName: 'Lovelace',
    telephone: '+1 555 0100',
  };
  let resetLink = '';

  const page = () => context.page();
  const byId = (id: string) => page().getByTestId(id);
  const visible = (id: string, timeout?: number) =>
    byId(id).waitFor({ state: 'visible', ...(timeout === undefined ? {} : { timeout }) });
  const pathIs = (path: string) => page().waitForURL((url) => url.pathname === path);
  const isLoggedIn = async () => {
    const answer = await page().request.get(`${portal.url}/api/islogin`);
    const body = (await answer.json()) as { code: number; msg: unknown };
    return body.code === 0 && body.msg === true;
  };

  /** The email field: empty (then typed) or already holding our address; anything else is a bug. */
  const fillEmail = async () => {
    const field = byId(T.authEmail);
    await field.waitFor({ state: 'visible' });
    const value = await field.inputValue();
    assert(value === '' || value === email, `the email field holds "${value}", expected "" or "${email}"`);
    if (value === '') await field.fill(email);
    return value === email ? 'prefilled' : 'typed';
  };

  /** Submits the login form and returns the API's answer code. */
  const submitLogin = async (password: string) => {
    await byId(T.authPassword).fill(password);
    const [answer] = await Promise.all([
      page().waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/login' && r.request().method() === 'POST',
      ),
      byId(T.authSubmit).click(),
    ]);
    return ((await answer.json()) as { code: number }).code;
  };

  const loginAndExpectShell = async (password: string) => {
    const code = await submitLogin(password);
    assert(code === 0, `login answered code ${code}`);
    await page().waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== PATHS.login);
    await visible(T.memberShell);
    const menu = (await byId(T.userMenu).textContent()) ?? '';
    assert(menu.includes(email), `the user menu shows "${menu}", not ${email}`);
  };

  return [
    {
      name: 'register through the sign-up link of the login page',
      run: async () => {
        await page().goto(`${portal.url}${PATHS.login}`);
        await visible(T.authLogin);
        await byId(T.authLinkRegister).click();
        await pathIs(PATHS.register);
        await visible(T.authRegister);
        await byId(T.authEmail).fill(email);
        await byId(T.authPassword).fill(firstPassword);
        await byId(T.authConfirm).fill(firstPassword);
        await byId(T.authSubmit).click();
        // Issue 31: the sign-up signs in with the credentials just typed and lands in the member area.
        await page().waitForURL(
          (url) => url.pathname.startsWith('/admin/') && url.pathname !== PATHS.register,
        );
        await visible(T.memberShell);
        const menu = (await byId(T.userMenu).textContent()) ?? '';
        assert(menu.includes(email), `the user menu shows "${menu}", not ${email}`);
        assert(await isLoggedIn(), 'GET /api/islogin says not logged in after signing up');
      },
    },
    {
      name: 'sign up again with the taken address: the login fails, the login page shows the neutral notice; log in',
      run: async () => {
        await byId(T.userMenu).click();
        await pressMenuItem(byId(T.logout));
        await pathIs(PATHS.login);
        await page().goto(`${portal.url}${PATHS.register}`);
        await visible(T.authRegister);
        await byId(T.authEmail).fill(email);
        await byId(T.authPassword).fill('Someone else 9 password');
        await byId(T.authConfirm).fill('Someone else 9 password');
        await byId(T.authSubmit).click();
        await pathIs(PATHS.login);
        await visible(T.authLogin);
        await visible(T.authRegistered);
        assert(
          !(await isLoggedIn()),
          'GET /api/islogin says logged in after signing up with a taken address',
        );
        const how = await fillEmail();
        await loginAndExpectShell(firstPassword);
        assert(await isLoggedIn(), 'GET /api/islogin says not logged in after login');
        return `email ${how} after the second sign-up`;
      },
    },
    {
      name: 'open My Account from the menu',
      run: async () => {
        await byId(T.menuProfile).click();
        await pathIs(PATHS.profile);
        await visible(T.profilePage);
      },
    },
    {
      name: 'add a contact',
      run: async () => {
        await byId(T.profileTab('contact')).click();
        await visible(T.contactTab);
        await byId(T.contactNew).click();
        await byId(T.contactField('firstName')).fill(contact.firstName);
        await byId(T.contactField('lastName')).fill(contact.lastName);
        await byId(T.contactField('telephone')).fill(contact.telephone);
        await pressDialogOk(byId(T.contactModalOk));
        const row = page()
          .locator(`[data-testid^="${T.contactRowPrefix}"]`)
          .filter({ hasText: contact.firstName });
        await row.waitFor({ state: 'visible' });
        const text = (await row.textContent()) ?? '';
        assert(
          text.includes(contact.lastName) && text.includes(contact.telephone),
          `the contact row reads "${text}"`,
        );
      },
    },
    {
      name: 'switch the language to zh-CN',
      run: async () => {
        await byId(T.languageSelect).click();
        await byId(T.languageOption('zh-cn')).click();
        // The page reloads in the new language.
        await page().waitForFunction(() => document.documentElement.lang === 'zh-CN');
        await visible(T.profilePage);
        const label = (await byId(T.menuProfile).textContent()) ?? '';
        assert(CJK.test(label), `after switching to zh-CN the menu entry reads "${label}"`);
      },
    },
    {
      name: 'log out',
      run: async () => {
        await byId(T.userMenu).click();
        await pressMenuItem(byId(T.logout));
        await pathIs(PATHS.login); // about 1.5 s after the answer
        await visible(T.authLogin);
        assert(!(await isLoggedIn()), 'GET /api/islogin still says logged in after logout');
      },
    },
    {
      name: 'log in again with the remembered email (the page stays zh-CN)',
      run: async () => {
        const how = await fillEmail();
        await loginAndExpectShell(firstPassword);
        await page().reload();
        await visible(T.memberShell);
        const lang = await page().evaluate(() => document.documentElement.lang);
        assert(lang === 'zh-CN', `after logging in again the page language is "${lang}", expected zh-CN`);
        return `email ${how} on the login page after logout`;
      },
    },
    {
      name: 'ask for a password reset mail',
      run: async () => {
        await page().goto(`${portal.url}${PATHS.reset}`);
        await visible(T.authForget);
        const how = await fillEmail();
        const seen = outboxFiles(portal.dataDir);
        await byId(T.authSubmit).click();
        await visible(T.resetPending);
        const { match } = await waitForMail(portal.dataDir, { to: email, pattern: RESET_LINK, seen });
        resetLink = match[0];
        const link = new URL(resetLink);
        assert(
          link.origin === portal.url,
          `the mailed link ${resetLink} does not point at the portal ${portal.url}`,
        );
        assert(link.searchParams.get('token'), `the mailed link has no token: ${resetLink}`);
        return `remembered email ${how} in the recovery form; link ${link.pathname}?token=…`;
      },
    },
    {
      name: 'set a new password through the mailed link',
      run: async () => {
        await page().goto(resetLink);
        await visible(T.authReset);
        await byId(T.authPassword).fill(newPassword);
        await byId(T.authConfirm).fill(newPassword);
        await byId(T.authSubmit).click();
        await pathIs(PATHS.login);
        await visible(T.authLogin);
        assert(!(await isLoggedIn()), 'the session survived the password reset (every session should end)');
      },
    },
    {
      name: 'log in with the new password (the old one is refused)',
      run: async () => {
        const how = await fillEmail();
        const refused = await submitLogin(firstPassword);
        assert(refused !== 0, 'the old password still logs in after the reset');
        assert(new URL(page().url()).pathname === PATHS.login, `a refused login left ${page().url()}`);
        await loginAndExpectShell(newPassword);
        assert(
          await isLoggedIn(),
          'GET /api/islogin says not logged in after logging in with the new password',
        );
        return `email ${how}; old password refused with code ${refused}`;
      },
    },
  ];
}
