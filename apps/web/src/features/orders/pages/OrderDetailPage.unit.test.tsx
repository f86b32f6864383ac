// @vitest-environment jsdom
import { ORDER_STATUS, ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf, type Caller } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { OrderDetailPage } from './OrderDetailPage';

type OrderInfo = AnswerOf<typeof ROUTES.orderInfo>;
type Detail = OrderInfo['orderDetail'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function orderInfo(changes: Partial<Detail>): OrderInfo {
  return {
    orderDetail: {
      id: 7,
      caOrderID: '',
      createdAt: daysAgo(3),
      status: ORDER_STATUS.cancel,
      commonName: 'shop.example.com',
      productName: 'PositiveSSL',
      productShortName: 'positivessl',
      productType: 'SSL',
      productAuditType: 'DV',
      productBrand: 'Sectigo',
      productDomainType: 0,
      validityPeriod: 12,
      certStartTime: '',
      certEndTime: '',
      subscriptionEndTime: '',
      totalAmount: 49,
      freeTrial: false,
      evCSInitCode: '',
      paid: true,
      paidAt: daysAgo(2),
      subscribeAutoPayment: false,
      renewMode: 'manual',
      renewEmail: 'owner@example.com',
      renewEmailOptions: ['owner@example.com'],
      note: '',
      authMethod: 'dns',
      approveEmail: '',
      old: false,
      renewStatus: '',
      countDNSNames: 1,
      dnsNames: ['shop.example.com'],
      emailAuths: [],
      dnsAuths: [],
      httpAuths: [],
      authInfo: [],
      lastProblem: null,
      payment: null,
      ...changes,
    },
    contactDetail: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationUnit: '',
      organizationName: '',
      organizationPhone: '',
      email: 'ada@example.com',
      telephone: '+44 20 7946 0000',
      country: 'GB',
      city: 'London',
      region: '',
      zip: '',
      address: '',
    },
  };
}

/** The order and the cards beside it: its expiry notices and (for whoever manages them) delivery tokens. */
function orderApi(info: OrderInfo, api = createFakeApi()) {
  const orderID = info.orderDetail.id;
  return api
    .answer(ROUTES.orderInfo, info)
    .answer(ROUTES.orderExpiryNotices, { orderID, days: null, accountDays: [30, 7], effectiveDays: [30, 7] })
    .answer(ROUTES.deliveryTokens, { list: [], max: 5, url: `https://portal.test/api/deliver/${orderID}` });
}

const open = (info: OrderInfo, caller: Caller = 'main', api = createFakeApi()) =>
  renderPage(<OrderDetailPage />, {
    url: `/admin/order-detail/${info.orderDetail.id}`,
    route: '/admin/order-detail/:id',
    api: orderApi(info, api),
    profile: profileOf(caller),
  });

describe('order detail', () => {
  it('shows the order’s name, status and contact', async () => {
    await open(orderInfo({}));

    expect((await screen.findByTestId('order-common-name')).textContent).toBe('shop.example.com');
    expect(screen.getByTestId('order-status').textContent).toBe(text('orders.status.5'));
    expect(screen.getByTestId('order-contact-email').textContent).toBe('ada@example.com');
  });

  it('says when the CA delivers the certificate on its hardware token, and shows the CA order id', async () => {
    const message =
      'The certificate authority ships this certificate and its private key on a hardware token';
    await open(orderInfo({ caOrderID: '100123', delivery: { kind: 'hardwareToken', message } }));

    expect((await screen.findByTestId('order-delivery')).textContent).toBe(message);
    expect(screen.getByText('100123')).toBeTruthy();
  });

  it('applies for a refund of a cancelled paid order', async () => {
    const api = createFakeApi().answer(ROUTES.refund, { id: 7, status: ORDER_STATUS.refunding });
    const page = await open(orderInfo({}), 'main', api);

    await page.user.click(await screen.findByTestId('order-refund'));
    await page.user.type(await screen.findByTestId('refund-desc'), 'Not needed');
    await page.user.click(screen.getByRole('button', { name: text('orders.refund.ok') }));
    await page.user.click(await screen.findByTestId('refund-confirm-ok'));

    await waitFor(() => expect(api.calls(ROUTES.refund)).toHaveLength(1));
    expect(api.calls(ROUTES.refund)[0]?.path).toBe('/payment/refund/7');
    expect(api.calls(ROUTES.refund)[0]?.body).toMatchObject({ desc: 'Not needed' });
  });

  it('does not offer Refund to role sale', async () => {
    await open(orderInfo({}), 'sale');

    await screen.findByTestId('order-common-name');
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('does not offer Pay to role sale', async () => {
    await open(orderInfo({ id: 8, status: ORDER_STATUS.waitingSubmit, paid: false, paidAt: null }), 'sale');

    await screen.findByTestId('order-common-name');
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it('offers Pay for an unpaid order to the main account', async () => {
    await open(orderInfo({ id: 8, status: ORDER_STATUS.waitingSubmit, paid: false, paidAt: null }));

    expect(await screen.findByTestId('order-pay')).toBeTruthy();
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('cancels an order after the confirmation that says what happens to the money', async () => {
    const api = createFakeApi().answer(ROUTES.orderCancel, { id: 8, status: ORDER_STATUS.cancel });
    const page = await open(
      orderInfo({ id: 8, status: ORDER_STATUS.waitingSubmit, paid: false, paidAt: null }),
      'main',
      api,
    );

    await page.user.click(await screen.findByTestId('order-cancel'));
    expect((await screen.findByTestId('order-cancel-money')).textContent).toBe(
      text('orders.detail.cancelUnpaidMoney'),
    );
    await page.user.click(screen.getByTestId('order-cancel-ok'));

    expect(await screen.findByText(text('orders.detail.cancelled'))).toBeTruthy();
    const [call] = api.calls(ROUTES.orderCancel);
    expect([call?.method, call?.path]).toEqual(['GET', '/order/cancel/8']);
  });

  it('shows the server’s text when the order cannot be loaded', async () => {
    await renderPage(<OrderDetailPage />, {
      url: '/admin/order-detail/99',
      route: '/admin/order-detail/:id',
      api: createFakeApi().fail(ROUTES.orderInfo, 'notFound'),
      profile: profileOf('main'),
    });

    const alert = await screen.findByTestId('order-load-error');
    expect(alert.textContent).toContain(text('orders.detail.loadFailed'));
    expect(alert.textContent).toContain(serverText('errors.notFound'));
  });
});
