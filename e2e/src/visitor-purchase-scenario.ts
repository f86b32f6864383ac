// The visitor-purchase story (issue 17): a visitor without an account opens the storefront's Buy link
// (/contact-details?product=RapidDV), enters an e-mail, the contact person, an online CSR, downloads the key, comes
// back later with the link, picks DNS validation and creates the order: the portal made an account for it, signed it
// in, and buy-details takes the free trial and shows the validation values. The mailed set-password link works and
// the order is in My Orders. A second visitor comes through Free trial (trial=1), first with the first visitor's
// address (told to log in); a wrong code shows the "invalid or expired" page. No uncaught page error; run on a
// laptop and at 390 px (no sideways scrolling).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForMail } from './mail.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { L, P, PATHS, T } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const SET_PASSWORD_LINK = /https?:\/\/[^\s"'<>]+\/admin\/manage-reset\?token=[^\s"'<>]+/;

/** The storefront's own test ids (apps/web/src/features/purchase/components/storefront). */
const V = {
  page: 'storefront-page',
  email: 'storefront-email',
  emailNext: 'storefront-email-next',
  registered: 'storefront-registered',
  login: 'storefront-login',
  invalid: 'storefront-invalid',
  products: 'storefront-products',
  product: 'storefront-product',
  step: (step: string) => `storefront-step-${step}`,
  back: 'wizard-back',
} as const;

export function visitorPurchaseScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  viewport?: { width: number; height: number };
}): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const { byId, visible, api } = shopper(portal, page);
  const first = {
    email: uniqueEmail(`${context.label}-a`),
    domain: `visit-${randomBytes(4).toString('hex')}.example.com`,
  };
  const second = {
    email: uniqueEmail(`${context.label}-b`),
    domain: `trial-${randomBytes(4).toString('hex')}.example.com`,
  };
  const password = 'E2e visitor password 1';
  const pageErrors: string[] = [];
  let methodUrl = '';
  let orderId = 0;

  const codeOf = () => new URL(page().url()).searchParams.get('code') ?? '';
  const noSidewaysScroll = async () => {
    if (!context.viewport) return;
    const wide = await page().evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= context.viewport.width, `the page is ${wide} px wide at ${context.viewport.width} px`);
  };

  /**
   * The product line of a step (issue 31): the product's name (never its short name), the chosen term (12 months)
   * and that term's price, from the first step on.
   */
  const productLine = async () => {
    const line = byId(V.product);
    await line.filter({ hasText: `$${PRODUCT.oneYear}.00` }).waitFor({ state: 'visible' });
    const text = (await line.innerText()).replace(/\s+/g, ' ').trim();
    assert(text.includes('RapidSSL Standard DV'), `the product line reads "${text}"`);
    assert(!text.includes(PRODUCT.shortName), `the product line names the short name: "${text}"`);
    assert(text.includes('Validity: 12 months'), `the product line reads "${text}"`);
    return text;
  };

  /** E-mail entry on /contact-details?product=… → the contact page with the purchase's code. */
  const enterEmail = async (email: string) => {
    await byId(V.email).fill(email);
    await byId(V.emailNext).click();
    await page().waitForURL((url) => url.pathname === '/contact-details' && url.searchParams.has('code'));
    await visible(V.step('contact'));
    return codeOf();
  };

  /** Contact → online CSR → key download → the validation-method page. */
  const contactCsrKey = async (domain: string) => {
    await byId(P.contact('firstName')).fill('Ada');
    await byId(P.contact('lastName')).fill('Lovelace');
    await byId(P.contact('telephone')).fill('+1 555 0100');
    await byId(P.contactNext).click();
    await page().waitForURL((url) => url.pathname === '/csr-generation');
    await visible(P.csrDomains);
    await byId(P.csrDomains).fill(domain);
    await byId(P.csrKeyAlgorithm('ECDSAP256')).click();
    await byId(P.csrNext).click();
    await page().waitForURL((url) => url.pathname === '/private-key-download');
    const [download] = await Promise.all([page().waitForEvent('download'), byId(P.keyDownload).click()]);
    const key = readFileSync(await download.path(), 'utf8');
    assert(key.includes('-----BEGIN PRIVATE KEY-----'), `the key file holds: ${key.slice(0, 60)}`);
    await byId(P.keySaved).click();
    await byId(P.keyNext).click();
    await page().waitForURL((url) => url.pathname === '/validation-method');
    await visible(P.dcv('dns'));
  };

  /** DNS → Create order → buy-details (signed in by the order) → the 14-day trial → the validation values. */
  const orderAndTrial = async (domain: string, trialOffered = false, months = 24) => {
    await byId(P.dcv('dns')).click();
    await byId(P.dcvNext).click();
    await page().waitForURL((url) => url.pathname === '/admin/order/buy-details', { timeout: 15_000 });
    await visible(P.buyDetails);
    const id = Number(new URL(page().url()).searchParams.get('orderID'));
    const detail = await api<{ status: number; paid: boolean; validity: number; commonName: string }>(
      `order/detail/${id}`,
    );
    assert(detail.status === 12 && !detail.paid, `order ${id}: ${JSON.stringify(detail)}`);
    assert(detail.validity === months, `order ${id} runs ${detail.validity} months, not ${months}`);
    assert(detail.commonName === domain, `order ${id} is for ${detail.commonName}`);
    await visible(P.freeTrial);
    await noSidewaysScroll();
    // Free trial (trial=1) makes the trial the offered choice: its button comes before the balance's.
    const trialBeforeBalance = await page().evaluate(
      ([trialId, balanceId]) => {
        const trial = document.querySelector(`[data-testid="${trialId}"]`);
        const balance = document.querySelector(`[data-testid="${balanceId}"]`);
        return Boolean(
          trial && balance && trial.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      },
      [P.freeTrial, P.payBalance] as const,
    );
    assert(trialBeforeBalance === trialOffered, `the trial comes first: ${trialBeforeBalance}`);
    await byId(P.freeTrial).click();
    await pressDialogOk(byId(P.freeTrialOk));
    await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
    await visible(P.validation);
    await visible(P.validationRow(domain));
    const trial = await api<{ inFreeTrial: boolean; validity: number }>(`order/detail/${id}`);
    assert(trial.inFreeTrial, `order ${id} is not in its trial`);
    return id;
  };

  return [
    {
      name: 'a visitor opens Buy (/contact-details?product=RapidDV) and enters an e-mail: the address gets a code',
      run: async () => {
        page().on('pageerror', (error) => pageErrors.push(error.message));
        await page().context().clearCookies();
        // The product page's Buy of the 1-year offer (issue 31: Buy sells the chosen term).
        await page().goto(`${portal.url}/contact-details?product=${PRODUCT.shortName}&validity=12`);
        await visible(V.step('email'));
        await noSidewaysScroll();
        const line = await productLine();
        const code = await enterEmail(first.email);
        assert(code.length >= 22, `the code "${code}" is too short`);
        const later = await productLine();
        assert(later === line, `the contact step's product line "${later}" differs from "${line}"`);
        return `${line}; code of ${code.length} characters`;
      },
    },
    {
      name: 'contact and CSR; Back from the CSR restores the contact from the server',
      run: async () => {
        await byId(P.contact('firstName')).fill('Ada');
        await byId(P.contact('lastName')).fill('Lovelace');
        await byId(P.contact('telephone')).fill('+1 555 0100');
        await byId(P.contactNext).click();
        await page().waitForURL((url) => url.pathname === '/csr-generation');
        await visible(P.csrDomains);
        await byId(V.back).click();
        await page().waitForURL((url) => url.pathname === '/contact-details');
        await visible(P.contactNext);
        const restored = await byId(P.contact('lastName')).inputValue();
        assert(restored === 'Lovelace', `the contact came back as "${restored}"`);
        await noSidewaysScroll();
        return `restored ${restored}`;
      },
    },
    {
      name: 'CSR online, key downloaded, then the link opened again later shows the validation method',
      run: async () => {
        await contactCsrKey(first.domain);
        methodUrl = page().url();
        await page().goto(`${portal.url}/`);
        await page().goto(methodUrl);
        await visible(P.dcv('dns'));
        await byId(V.back).click();
        await page().waitForURL((url) => url.pathname === '/private-key-download');
        await visible(P.keyDownload);
        await page().goto(methodUrl);
        await visible(P.dcv('dns'));
        await noSidewaysScroll();
        return methodUrl.replace(/code=[^&]+/, 'code=…');
      },
    },
    {
      name: 'Create order: an account is made and signed in, buy-details takes the trial, validation values show',
      run: async () => {
        orderId = await orderAndTrial(first.domain, false, 12);
        const profile = await api<{ email: string }>('account/profile');
        assert(profile.email === first.email, `signed in as ${profile.email}`);
        return `order ${orderId} of ${profile.email}`;
      },
    },
    {
      name: 'the set-password mail: the password is set, the login works and My Orders lists the order',
      run: async () => {
        const { mail, match } = await waitForMail(portal.dataDir, {
          to: first.email,
          pattern: SET_PASSWORD_LINK,
          seen: [],
        });
        assert(
          mail.subject === `Your account for order ${orderId}`,
          `the mail's subject is "${mail.subject}"`,
        );
        await page().context().clearCookies();
        await page().goto(match[0]);
        await visible(T.authReset);
        await byId(T.authPassword).fill(password);
        await byId(T.authConfirm).fill(password);
        await byId(T.authSubmit).click();
        await page().waitForURL((url) => url.pathname === PATHS.login);
        await byId(T.authEmail).fill(first.email);
        await byId(T.authPassword).fill(password);
        await byId(T.authSubmit).click();
        await page().waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== PATHS.login);
        await page().goto(`${portal.url}${L.ordersPath}`);
        await visible(L.ordersPage);
        await visible(L.orderRow(orderId));
        return mail.subject;
      },
    },
    {
      name: 'signed in, Buy continues on the member path (event/create, no code) to buy-details at 24 months',
      run: async () => {
        const memberDomain = `member-${randomBytes(4).toString('hex')}.example.com`;
        await page().goto(`${portal.url}/contact-details?product=${PRODUCT.shortName}`);
        await page().waitForURL((url) => url.pathname === '/contact-details' && url.search === '');
        await visible(V.step('contact'));
        await contactCsrKey(memberDomain);
        assert(!page().url().includes('code='), `the member's page carries a code: ${page().url()}`);
        await byId(P.dcv('dns')).click();
        await byId(P.dcvNext).click();
        await page().waitForURL((url) => url.pathname === '/admin/order/buy-details', { timeout: 15_000 });
        const id = Number(new URL(page().url()).searchParams.get('orderID'));
        const detail = await api<{ validity: number; commonName: string }>(`order/detail/${id}`);
        assert(detail.commonName === memberDomain, `order ${id} is for ${detail.commonName}`);
        assert(detail.validity === 24, `order ${id} runs ${detail.validity} months`);
        return `order ${id}, ${detail.validity} months`;
      },
    },
    {
      name: 'a second visitor through Free trial: the first address is told to log in, a new one goes through',
      run: async () => {
        await page().context().clearCookies();
        await page().goto(`${portal.url}/contact-details?product=${PRODUCT.shortName}&trial=1`);
        await visible(V.step('email'));
        await byId(V.email).fill(first.email);
        await byId(V.emailNext).click();
        await visible(V.registered);
        const login = await byId(V.login).getAttribute('href');
        assert(
          login ===
            `${PATHS.login}?callback=${encodeURIComponent('/contact-details?product=RapidDV&trial=1')}`,
          `the login link is ${login}`,
        );
        await enterEmail(second.email);
        const product = await byId(V.product).innerText();
        assert(product.includes('Free trial'), `the product line reads "${product}"`);
        await contactCsrKey(second.domain);
        const id = await orderAndTrial(second.domain, true);
        return `order ${id}`;
      },
    },
    {
      name: 'a wrong code shows "This link is invalid or has expired" with the way back; no page error',
      run: async () => {
        await page().context().clearCookies();
        await page().goto(`${portal.url}/csr-generation?code=${'x'.repeat(32)}`);
        await visible(V.invalid);
        const text = await byId(V.invalid).innerText();
        assert(text.includes('This link is invalid or has expired'), `the page says "${text}"`);
        const back = await byId(V.products).getAttribute('href');
        assert(back === '/ssl-product', `the way back is ${back}`);
        await noSidewaysScroll();
        assert(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
        return 'invalid-link page';
      },
    },
  ];
}
