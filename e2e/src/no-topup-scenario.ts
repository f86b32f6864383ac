// The "nothing set up yet" story (issue 31), run at 1366 × 900 and at 390 × 844 on a portal of its own started as
// a default install starts: no card wallet (no PAYPAL_*), no bank-transfer instructions, SALES_EMAIL set. A new
// customer's Add funds names the sales address as a mailto link and sends a quote request through the pricing
// form; an operator who lands in the member area finds the console in the side menu; the overview warns that
// customers cannot add funds and links to the bank-transfer instructions, whose empty zh-CN / zh-TW fields say
// their readers see the en-US text; once saved, the warning is gone and Add funds is the amount form again. At both
// widths no entry of the side menus (member area, console) nor the site name is cut; at 1366 px the coupons table
// shows its Valid column beside, not under, the pinned Actions column, and the sign-up gift has its title.
import type { Page } from 'playwright-core';
import { createOperator, logInAs } from './operator-session.js';
import { startPortal, type Portal } from './portal.js';
import { stopsOnFailure, type Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

const SALES = 'sales@no-topup.example';

const N = {
  addFunds: 'add-funds-page',
  unavailable: 'funds-unavailable',
  salesEmail: 'funds-sales-email',
  quote: 'funds-quote',
  amountForm: 'funds-form',
  pricingField: (name: string) => `pricing-${name}`,
  brandOption: (brand: string) => `pricing-brand-option-${brand}`,
  productOption: (shortName: string) => `pricing-product-option-${shortName}`,
  validityOption: (months: number) => `pricing-validity-option-${months}`,
  pricingSubmit: 'pricing-submit',
  memberMenu: 'side-menu',
  memberToggle: 'menu-toggle',
  consoleEntry: 'menu-console',
  opsMenu: 'ops-menu',
  opsToggle: 'ops-menu-toggle',
  overview: 'ops-overview-page',
  tiles: 'ops-overview-tiles',
  noTopup: 'ops-no-topup',
  noTopupOffline: 'ops-no-topup-offline',
  settings: 'ops-settings-page',
  offline: (lang: string) => `ops-settings-offline-${lang}`,
  offlineHelp: (lang: string) => `ops-settings-offline-${lang}-help`,
  save: 'ops-settings-save',
  coupons: 'ops-coupons-table',
};

/** An open phone menu drawer, antd's or the console's light one. */
const DRAWER_OPEN = '.ant-drawer-open, .ops-drawer--open';
/** A side menu entry's label, in antd's menu or the console's light one. */
const MENU_LABELS = '.ant-menu-title-content, .side-menu__label, .ops-menu__label';

export function noTopupScenario(context: {
  page: () => Page;
  label: string;
  viewport: { width: number; height: number };
}): Step[] {
  const phone = context.viewport.width < 992;
  const page = () => context.page();
  const customerEmail = uniqueEmail(`${context.label}-customer`);
  const customerPassword = 'E2e no-topup password 1';
  const operatorEmail = uniqueEmail(`${context.label}-operator`);
  const operatorPassword = 'E2e no-topup operator 1';
  let portal: Portal | undefined;
  const own = () => {
    assert(portal, 'the portal of this story did not start');
    return portal;
  };
  const tools = () => shopper(own(), page);
  const byId = (id: string) => page().getByTestId(id);
  const visible = (id: string) => byId(id).waitFor({ state: 'visible' });

  /** A toast's text once it shows. */
  const toastText = async () => {
    const toast = page().locator('.ant-message-notice, .light-toast__item').last();
    await toast.waitFor({ state: 'visible' });
    return (await toast.textContent()) ?? '';
  };

  /**
   * Every entry of a side menu (and the site name) shows whole: nothing cut, no ellipsis. Answers the longest. The
   * member area's and the console's draw without antd (issue 31: SideMenu, OpsMenu).
   */
  const menuWhole = async (menu: string, toggle: string) => {
    if (phone) {
      await byId(toggle).click();
      await page().locator(DRAWER_OPEN).waitFor({ state: 'visible' });
    }
    await visible(menu);
    // Drawer and submenus open with an animation: measure once it has settled.
    await page().waitForTimeout(500);
    const cut = await page().evaluate(
      ({ id, labels }) => {
        const root = document.querySelector(`[data-testid="${id}"]`);
        const texts = Array.from(root?.querySelectorAll<HTMLElement>(labels) ?? []);
        const name = root?.closest('.shell__sider')?.querySelector<HTMLElement>('.logo__name');
        const problems: string[] = [];
        let longest = '';
        for (const el of name ? [...texts, name] : texts) {
          if (el.offsetParent === null) continue; // a closed submenu
          const text = el.textContent ?? '';
          if (text.length > longest.length) longest = text;
          if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            problems.push(
              `"${text}" (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
            );
          else if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
            problems.push(`"${text}" ends in an ellipsis`);
        }
        return { problems, longest, count: texts.length };
      },
      { id: menu, labels: MENU_LABELS },
    );
    assert(cut.count > 5, `${menu}: only ${cut.count} entries found`);
    assert(cut.problems.length === 0, `${menu} cuts: ${cut.problems.join('; ')}`);
    if (phone) {
      await page().keyboard.press('Escape');
      await page()
        .locator(DRAWER_OPEN)
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
    }
    return cut.longest;
  };

  /** Stops the story's portal (its last step does; so does any failing step, whose followers are skipped). */
  const stop = async () => {
    const running = portal;
    portal = undefined;
    await running?.stop();
  };
  const guarded = (step: Step): Step => stopsOnFailure(step, stop);
  /** The text of `id` once it equals `want` (a form's watched values re-render a moment after typing). */
  const textBecomes = async (id: string, want: string) => {
    await page()
      .waitForFunction(
        ([testId, text]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === text,
        [id, want] as const,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
    return (await byId(id).textContent()) ?? '';
  };

  const steps: Step[] = [
    {
      name: 'a portal as installed: no card wallet, no bank-transfer instructions, SALES_EMAIL set',
      run: async () => {
        portal = await startPortal({ env: { SALES_EMAIL: SALES } });
        await tools().signUp(customerEmail, customerPassword);
        const offline = await tools().api<{ enabled: boolean; salesEmail: string }>('payments/offline');
        assert(
          !offline.enabled && offline.salesEmail === SALES,
          `payments/offline: ${JSON.stringify(offline)}`,
        );
        return `${own().url} (DATA_DIR ${own().dataDir})`;
      },
    },
    {
      name: 'Add funds names the sales address as a mailto link and sends a quote request through the pricing form',
      run: async () => {
        await page().goto(`${own().url}/admin/invoice/add-funds`);
        await visible(N.unavailable);
        const href = await byId(N.salesEmail).getAttribute('href');
        assert(href === `mailto:${SALES}?subject=Add%20funds`, `the sales link is ${href}`);
        assert((await byId(N.amountForm).count()) === 0, 'the amount form shows with no way to pay');
        const text = (await byId(N.unavailable).textContent()) ?? '';
        assert(!/contact support/i.test(text), `the page still says: ${text}`);

        const select = await tools().api<{
          brands: string[];
          products: Record<string, { shortName: string }[]>;
        }>('products/select');
        const brand = select.brands[0]!;
        const product = select.products[brand]![0]!.shortName;
        const form = byId(N.quote);
        await form.getByTestId(N.pricingField('brand')).click();
        await byId(N.brandOption(brand)).click();
        await form.getByTestId(N.pricingField('product')).click();
        await byId(N.productOption(product)).click();
        await form.getByTestId(N.pricingField('validity')).click();
        await byId(N.validityOption(12)).click();
        await form.getByTestId(N.pricingField('quantity')).fill('3');
        await form.getByTestId(N.pricingSubmit).click();
        const said = await toastText();
        assert(said.includes('Your request was sent'), `the toast says "${said}"`);
        const listed = await own().cli(['requests:list', '--size', '5']);
        assert(listed.includes(`from ${customerEmail}`), `requests:list said: ${listed}`);
        return `${href}; quote for 3 × ${product}`;
      },
    },
    {
      name: 'the member side menu shows every entry whole (no "Switch and match guar…")',
      run: async () => {
        await page().goto(`${own().url}/admin/dashboard`);
        await page().waitForLoadState('networkidle');
        if (!phone) await visible(N.memberMenu);
        assert((await byId(N.consoleEntry).count()) === 0, 'a customer is offered the console');
        return `longest: ${await menuWhole(N.memberMenu, N.memberToggle)}`;
      },
    },
    {
      name: 'an operator in the member area finds the console in the side menu; it opens the overview',
      run: async () => {
        await createOperator(own(), operatorEmail, operatorPassword);
        await logInAs(own(), page(), operatorEmail, operatorPassword);
        await page().goto(`${own().url}/admin/get-cert`);
        await page().waitForLoadState('networkidle');
        if (phone) await byId(N.memberToggle).click();
        await visible(N.consoleEntry);
        await byId(N.consoleEntry).click();
        await visible(N.overview);
        await page().waitForURL((url) => url.pathname === '/ops/overview');
        return page().url();
      },
    },
    {
      name: 'the overview says customers cannot add funds and links to the bank-transfer instructions',
      run: async () => {
        await visible(N.noTopup);
        const warning = (await byId(N.noTopup).textContent()) ?? '';
        assert(warning.includes('PAYPAL_CLIENT_ID'), `the warning says: ${warning}`);
        await byId(N.noTopupOffline).click();
        await visible(N.settings);
        await page().waitForURL((url) => url.pathname === '/ops/settings');
        const none = (await byId(N.offlineHelp('zh-CN')).textContent()) ?? '';
        assert(none.includes('not offered'), `empty everywhere, zh-CN says: ${none}`);
        return warning.slice(0, 80);
      },
    },
    {
      name: 'empty zh-CN / zh-TW instructions say their readers see the en-US text; saved, the warning is gone',
      run: async () => {
        await byId(N.offline('en-US')).fill('Bank: Example Bank London\nIBAN: GB33 BUKB 2020 1555 5555 55');
        const helps: string[] = [];
        for (const lang of ['zh-CN', 'zh-TW']) {
          const want = `Empty: customers reading ${lang} see the en-US text instead`;
          const help = await textBecomes(N.offlineHelp(lang), want);
          assert(help === want, `${lang} says: ${help}`);
          helps.push(help);
        }
        await byId(N.save).click();
        const said = await toastText();
        await page().goto(`${own().url}/ops/overview`);
        await visible(N.tiles);
        assert((await byId(N.noTopup).count()) === 0, 'the warning stays after the instructions were set');
        return `${said}; ${helps[0]}`;
      },
    },
    {
      name: 'the console side menu shows every entry whole (no "Coupons & promo c…")',
      run: async () => `longest: ${await menuWhole(N.opsMenu, N.opsToggle)}`,
    },
    {
      name: 'coupons: the Valid column is beside the pinned Actions column at 1366 px; the sign-up gift has a title',
      run: async () => {
        await page().goto(`${own().url}/ops/catalogue/coupons`);
        await visible(N.coupons);
        const row = page().locator('[data-testid^="ops-coupon-row-"]').first();
        await row.waitFor({ state: 'visible' });
        const rowText = (await row.textContent()) ?? '';
        assert(rowText.includes('Sign-up gift'), `the sign-up gift's row: ${rowText}`);
        if (phone) return 'phone: cards, no columns';
        const header = async (name: string) => {
          const box = await byId(N.coupons).locator('thead th', { hasText: name }).first().boundingBox();
          assert(box, `no ${name} column header`);
          return box;
        };
        const valid = await header('Valid');
        const actions = await header('Actions');
        assert(
          valid.x + valid.width <= actions.x + 1,
          `Valid ends at ${valid.x + valid.width}, Actions starts at ${actions.x}`,
        );
        return `Valid ${valid.x.toFixed(0)}–${(valid.x + valid.width).toFixed(0)}, Actions from ${actions.x.toFixed(0)}`;
      },
    },
    {
      name: 'with instructions set, the customer’s Add funds is the amount form again',
      run: async () => {
        await logInAs(own(), page(), customerEmail, customerPassword);
        await page().goto(`${own().url}/admin/invoice/add-funds`);
        await visible(N.amountForm);
        assert((await byId(N.unavailable).count()) === 0, 'the sales box still shows');
        await stop();
        return 'amount form; portal stopped';
      },
    },
  ];
  return steps.map(guarded);
}
