// @vitest-environment jsdom
import { ORDER_STATUS, ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberOrder } from '../../../lib/purchaseStorage';
import { createFakeApi, type AnswerOf } from '../../../test/fakeApi';
import { paymentDetailOf, profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

// The purchase wizard's validation step (step 2 of 3): the order paid on buy-details is committed, its values are
// listed, and "Submit validation" asks for the checks.

type Detail = AnswerOf<typeof ROUTES.orderDetail>;
type AuthInfo = AnswerOf<typeof ROUTES.orderAuthInfo>;

const paid: Detail = paymentDetailOf(31, { paymentID: '9001', paid: true });
const values: AuthInfo = [
  {
    domain: 'shop.example.com',
    authMethod: 'dns',
    authKey: '_dnsauth.shop.example.com',
    authPath: '_dnsauth.shop.example.com',
    authValue: 'abcdefghijklmnopqrstuvwxyz234567',
    recordType: 'TXT',
    validated: 0,
  },
];

const stepApi = () =>
  createFakeApi()
    .answer(ROUTES.orderDetail, paid)
    .answer(ROUTES.orderCommit, { id: 31, status: ORDER_STATUS.needAuth })
    .answer(ROUTES.orderAuthInfo, values)
    .answer(ROUTES.domains, { list: [] });
async function open(api: ReturnType<typeof stepApi>) {
  rememberOrder({ orderID: 31, authMethod: 'dns' });
  return renderPage(<PlaceOrderPage />, {
    url: '/admin/order/place',
    state: { step: 1 },
    api,
    profile: profileOf('main'),
  });
}

describe('purchase wizard, validation step', () => {
  it('commits the paid order, lists the DNS value to publish and moves on once the check passes', async () => {
    const api = stepApi().answer(ROUTES.orderAuthz, {
      id: 31,
      status: ORDER_STATUS.complete,
      domains: [{ domain: 'shop.example.com', validated: 1, problem: null }],
    });
    const page = await open(api);

    const row = await screen.findByTestId('wizard-validation-row-shop.example.com');
    expect(row.textContent).toContain('_dnsauth.shop.example.com');
    expect(row.textContent).toContain('abcdefghijklmnopqrstuvwxyz234567');
    expect(api.calls(ROUTES.orderCommit).map((call) => call.query)).toEqual([{ id: '31' }]);

    await page.user.click(screen.getByTestId('wizard-validation-submit'));

    expect(await screen.findByText(text('certs.validation.authenticated'))).toBeTruthy();
    const [authz] = api.calls(ROUTES.orderAuthz);
    expect([authz?.method, authz?.path]).toEqual(['GET', '/order/authz/31']);
    await waitFor(() => expect(screen.queryByTestId('wizard-validation')).toBeNull());
  });

  it('stays on the step with each name’s problem when the check has not passed yet (1024)', async () => {
    const problem = 'No TXT record found at _dnsauth.shop.example.com';
    const api = stepApi().fail(ROUTES.orderAuthz, {
      code: 'validationPending',
      msgKey: 'errors.validationPending',
      errors: [{ field: 'shop.example.com', message: problem }],
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('wizard-validation-submit'));

    expect((await screen.findByTestId('wizard-validation-problem-shop.example.com')).textContent).toContain(
      problem,
    );
    expect(screen.getByTestId('wizard-validation-recheck')).toBeTruthy();
    expect(screen.getByTestId('wizard-validation')).toBeTruthy();
  });
});
