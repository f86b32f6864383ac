// The operator console's catalogue story (issue 18): an operator changes a product's one-year price on the
// products page (/ops/catalogue/products, edit dialog) and the customer's product list offers the new price;
// withdraws the product (switch behind a confirmation) and it is gone from the customer's list; gives the customer
// a coupon (/ops/catalogue/coupons) and the customer finds it on the promo-code page (/admin/coupons). The product
// is put back on sale at its seeded price at the end (other stories share the catalogue).
import type { Page } from 'playwright-core';
import { createOperator, logInAs } from './operator-session.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { OPS_CATALOGUE, P } from './selectors.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const PRODUCT = { shortName: 'ThawteDV', tab: 'Thawte', seededOneYear: '129.00' };

export function opsCatalogueScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const { byId, visible, signUp } = shopper(portal, page);
  const operatorEmail = uniqueEmail(`${context.label}-operator`);
  const operatorPassword = 'E2e operator password 1';
  const customerEmail = uniqueEmail(`${context.label}-customer`);
  const customerPassword = 'E2e customer password 1';
  // A price nobody else shows: cents from the run.
  const newPrice = `1${String(Date.now() % 100).padStart(2, '0')}.${String(Date.now() % 97).padStart(2, '0')}`;
  let couponCode = '';

  const csrf = async () =>
    (await page().context().cookies(portal.url)).find((c) => c.name === 'csrf_token')?.value ?? '';
  const logIn = (email: string, password: string) => logInAs(portal, page(), email, password);
  /** The customer's product list on the Thawte tab. */
  const customerList = async () => {
    await page().goto(`${portal.url}/admin/get-cert`);
    await visible(P.productList);
    await byId(P.productTab(PRODUCT.tab)).click();
  };

  return [
    {
      name: 'an operator made with the command line; a customer',
      run: async () => {
        await createOperator(portal, operatorEmail, operatorPassword);
        await signUp(customerEmail, customerPassword);
        return `${operatorEmail}, ${customerEmail}`;
      },
    },
    {
      name: "the operator changes the product's one-year price in the edit dialog",
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops/catalogue/products`);
        await visible(OPS_CATALOGUE.productsPage);
        await byId(OPS_CATALOGUE.menu('tabs')).waitFor();
        await visible(OPS_CATALOGUE.productRow(PRODUCT.shortName));
        await byId(OPS_CATALOGUE.productEdit(PRODUCT.shortName)).click();
        // The modal's root carries the id but has no box of its own: wait for its field.
        await visible(OPS_CATALOGUE.price(12));
        await byId(OPS_CATALOGUE.price(12)).fill(newPrice);
        const [saved] = await Promise.all([
          page().waitForResponse(
            (r) =>
              r.url().includes(`/api/ops/products/${PRODUCT.shortName}`) && r.request().method() === 'PUT',
          ),
          pressDialogOk(byId(OPS_CATALOGUE.editOk)),
        ]);
        const body = (await saved.json()) as { code: number; msg: { prices: Record<string, string> } };
        assert(
          body.code === 0 && body.msg.prices['12'] === newPrice,
          `the change answered ${JSON.stringify(body)}`,
        );
        const shown = byId(OPS_CATALOGUE.oneYear(PRODUCT.shortName));
        await page().waitForFunction(
          ([id, price]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === price,
          [OPS_CATALOGUE.oneYear(PRODUCT.shortName), newPrice] as const,
        );
        return `one year ${PRODUCT.seededOneYear} → ${await shown.textContent()}`;
      },
    },
    {
      name: "the customer's product list offers the new one-year price at once",
      run: async () => {
        await logIn(customerEmail, customerPassword);
        await customerList();
        await visible(P.productRow(PRODUCT.shortName));
        await byId(P.productYear(PRODUCT.shortName)).click();
        const option = byId(P.productYearOption(PRODUCT.shortName, 12));
        await option.waitFor();
        const text = (await option.textContent()) ?? '';
        assert(text.includes(newPrice), `the one-year option says "${text}", expected ${newPrice}`);
        await page().keyboard.press('Escape');
        return text;
      },
    },
    {
      name: 'the operator withdraws the product (switch, confirmation); it is gone from the customer’s list',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops/catalogue/products`);
        await visible(OPS_CATALOGUE.productRow(PRODUCT.shortName));
        await byId(OPS_CATALOGUE.active(PRODUCT.shortName)).click();
        await visible(OPS_CATALOGUE.toggleOk);
        await pressDialogOk(byId(OPS_CATALOGUE.toggleOk));
        await page().waitForFunction(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-checked') === 'false',
          OPS_CATALOGUE.active(PRODUCT.shortName),
        );
        await logIn(customerEmail, customerPassword);
        await customerList();
        // Its neighbours are listed; it is not.
        await visible(P.productRow('ThawteOV'));
        assert(
          (await byId(P.productRow(PRODUCT.shortName)).count()) === 0,
          `${PRODUCT.shortName} is still listed`,
        );
        return `${PRODUCT.shortName} withdrawn`;
      },
    },
    {
      name: 'the operator gives the customer a coupon; the customer finds it on the promo-code page',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops/catalogue/coupons`);
        await visible(OPS_CATALOGUE.couponsPage);
        await byId(OPS_CATALOGUE.couponNew).click();
        await visible(OPS_CATALOGUE.couponField('account'));
        const end = new Date(Date.now() + 30 * 86_400_000);
        const day = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
        await byId(OPS_CATALOGUE.couponField('account')).fill(customerEmail);
        await byId(OPS_CATALOGUE.couponField('amount')).fill('12.00');
        await byId(OPS_CATALOGUE.couponField('title')).fill('Sorry for the wait');
        await byId(OPS_CATALOGUE.couponField('endAt')).fill(`${day} 23:59`);
        const [created] = await Promise.all([
          page().waitForResponse(
            (r) => r.url().endsWith('/api/ops/coupons') && r.request().method() === 'POST',
          ),
          pressDialogOk(byId(OPS_CATALOGUE.couponOk)),
        ]);
        const body = (await created.json()) as { code: number; msg: { code: string } };
        assert(body.code === 0, `the coupon answered ${JSON.stringify(body)}`);
        couponCode = body.msg.code;
        await logIn(customerEmail, customerPassword);
        await page().goto(`${portal.url}/admin/coupons`);
        await visible(OPS_CATALOGUE.customerCoupon(couponCode));
        const text = (await byId(OPS_CATALOGUE.customerCoupon(couponCode)).textContent()) ?? '';
        assert(text.includes('12') && text.includes('Sorry for the wait'), `the coupon card says "${text}"`);
        return `coupon ${couponCode} on the customer's page`;
      },
    },
    {
      name: 'the product is back on sale at its seeded price (the catalogue other stories read)',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        const answer = await page().request.put(`${portal.url}/api/ops/products/${PRODUCT.shortName}`, {
          data: { active: true, prices: { '12': PRODUCT.seededOneYear } },
          headers: { 'x-csrf-token': await csrf() },
        });
        const body = (await answer.json()) as { code: number; msg: { active: boolean } };
        assert(body.code === 0 && body.msg.active, `restoring answered ${JSON.stringify(body)}`);
        return 'restored';
      },
    },
  ];
}
