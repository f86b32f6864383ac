// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type AnswerOf } from '../../../test/fakeApi';
import { paymentDetailOf, profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { BuyDetailsPage } from './BuyDetailsPage';

type Detail = AnswerOf<typeof ROUTES.orderDetail>;

/** An order just created by the wizard: unpaid, waiting submit, no code applied. */
const unpaid: Detail = paymentDetailOf(31);

const buyApi = (detail: Detail = unpaid) =>
  createFakeApi()
    .answer(ROUTES.orderDetail, detail)
    .answer(ROUTES.paymentMethods, {
      fund: { available: true, reason: null },
      paypal: { available: false, reason: 'The card wallet is not set up', clientId: null, sdkUrl: null },
    });
const URL = '/admin/order/buy-details?orderID=31';

describe('purchase wizard, payment step (buy-details)', () => {
  it('pays from the balance only after the amount is confirmed, then goes on to the validation step', async () => {
    const api = buyApi()
      .answer(ROUTES.paymentCreate, '9001')
      .answer(ROUTES.paymentSubmit, {
        paymentID: '9001',
        status: 'paid',
        channel: 'fund',
        totalAmount: 49,
        funds: '201.00',
        ordersID: [31],
      });
    const page = await renderPage(<BuyDetailsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('buy-pay-balance'));
    const ok = await screen.findByTestId('buy-pay-balance-ok');
    expect(document.body.textContent).toContain(text('purchase.buy.confirmBalance', { amount: '$49.00' }));
    expect(api.calls(ROUTES.paymentCreate)).toEqual([]);
    await page.user.click(ok);

    expect(await screen.findByText(text('purchase.buy.paymentSuccess'))).toBeTruthy();
    expect(api.calls(ROUTES.paymentCreate).map((call) => call.body)).toEqual([{ ordersID: 31 }]);
    const [submit] = api.calls(ROUTES.paymentSubmit);
    expect([submit?.method, submit?.path, submit?.query]).toEqual([
      'POST',
      '/payment/submit/9001',
      { channel: 'fund' },
    ]);
    await waitFor(() => expect(page.location()).toBe('/admin/order/place'), { timeout: 5000 });
  });

  it('says the balance is short, by how much, and charges nothing', async () => {
    const api = buyApi({ ...unpaid, price: 300, total: 300, finalTotal: 300 });
    const page = await renderPage(<BuyDetailsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('buy-pay-balance'));

    expect(
      await screen.findByText(
        text('purchase.buy.balanceShort', { balance: '$250.00', amount: '$300.00', short: '$50.00' }),
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('buy-pay-balance-ok')).toBeNull();
    expect(api.calls(ROUTES.paymentCreate)).toEqual([]);
  });
});
