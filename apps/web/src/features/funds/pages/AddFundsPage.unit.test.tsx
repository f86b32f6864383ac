// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { AddFundsPage } from './AddFundsPage';

const URL = '/admin/invoice/add-funds';
const INSTRUCTIONS = 'Bank of Example, IBAN XX00 0000 0000';

/** No card wallet on this portal (no client id): the page leaves it out. */
const noWallet: AnswerOf<typeof ROUTES.paymentMethods> = {
  fund: { available: true, reason: null },
  paypal: { available: false, reason: null, clientId: null, sdkUrl: null },
};
const transferOffered: AnswerOf<typeof ROUTES.offlineFunds> = {
  enabled: true,
  instructions: INSTRUCTIONS,
  pending: [],
  salesEmail: 'sales@example.com',
};

const bankTransfer = () =>
  createFakeApi().answer(ROUTES.paymentMethods, noWallet).answer(ROUTES.offlineFunds, transferOffered);

describe('Add funds', () => {
  it('makes a bank transfer of the amount typed and shows its reference and the instructions', async () => {
    const api = bankTransfer().answer(ROUTES.offlineTopup, {
      paymentID: 'pay_9',
      reference: 'TOPUP-9',
      charge: '150.00',
      instructions: INSTRUCTIONS,
    });
    const page = await renderPage(<AddFundsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.type(await screen.findByTestId('funds-amount'), '150');
    expect(screen.queryByTestId('funds-wallet-section')).toBeNull();
    await page.user.click(screen.getByTestId('funds-offline-create'));

    expect((await screen.findByTestId('funds-offline-reference')).textContent).toContain('TOPUP-9');
    expect(screen.getByTestId('funds-offline-instructions').textContent).toContain(INSTRUCTIONS);
    const [call] = api.calls(ROUTES.offlineTopup);
    expect([call?.method, call?.path, call?.body]).toEqual([
      'POST',
      '/payments/topup/offline',
      { charge: '150' },
    ]);
  });

  it('refuses an amount below the minimum on the field, without a call', async () => {
    const api = bankTransfer();
    const page = await renderPage(<AddFundsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.type(await screen.findByTestId('funds-amount'), '0.50');
    await page.user.click(screen.getByTestId('funds-offline-create'));

    expect(await screen.findByText(text('wallet.validation.amountMin'))).toBeTruthy();
    expect(api.calls(ROUTES.offlineTopup)).toEqual([]);
  });

  it('shows the server’s refusal of the transfer', async () => {
    const api = bankTransfer().fail(ROUTES.offlineTopup, {
      code: 'unavailable',
      msgKey: 'server.unavailable',
    });
    const page = await renderPage(<AddFundsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.type(await screen.findByTestId('funds-amount'), '150');
    await page.user.click(screen.getByTestId('funds-offline-create'));

    expect((await screen.findByTestId('funds-failed')).textContent).toContain(
      serverText('server.unavailable'),
    );
    expect(screen.queryByTestId('funds-offline-details')).toBeNull();
  });

  it('gives role sale the server’s reason and no way to pay', async () => {
    const api = createFakeApi()
      .answer(ROUTES.paymentMethods, {
        fund: { available: false, reason: serverText('errors.denied.fundsTopup') },
        paypal: {
          available: false,
          reason: serverText('errors.denied.fundsTopup'),
          clientId: 'cid',
          sdkUrl: null,
        },
      })
      .fail(ROUTES.offlineFunds, { code: 'forbidden', msgKey: 'errors.denied.fundsTopup' });
    await renderPage(<AddFundsPage />, { url: URL, api, profile: profileOf('sale') });

    expect((await screen.findByTestId('funds-denied')).textContent).toContain(
      serverText('errors.denied.fundsTopup'),
    );
    expect(screen.queryByTestId('funds-amount')).toBeNull();
    expect(screen.queryByTestId('funds-offline-create')).toBeNull();
  });

  it('names the sales address when the portal offers no way to pay', async () => {
    const api = createFakeApi()
      .answer(ROUTES.paymentMethods, noWallet)
      .answer(ROUTES.offlineFunds, { ...transferOffered, enabled: false, instructions: null })
      // The quote request form's product choices.
      .answer(ROUTES.productsSelect, {
        brands: ['Sectigo'],
        products: { Sectigo: [{ shortName: 'positivessl', name: 'PositiveSSL', productType: 'SSL' }] },
      });
    await renderPage(<AddFundsPage />, { url: URL, api, profile: profileOf('main') });

    const link = await screen.findByTestId('funds-sales-email');
    expect(link.getAttribute('href')).toMatch(/^mailto:sales@example\.com\?subject=/);
    expect(screen.getByTestId('funds-quote')).toBeTruthy();
    expect(screen.queryByTestId('funds-amount')).toBeNull();
  });
});
