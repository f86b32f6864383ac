// @vitest-environment jsdom
import { ORDER_STATUS, ROUTES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { paymentDetailOf, profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { OrdersPage } from './OrdersPage';

type Row = AnswerOf<typeof ROUTES.orders>['list'][number];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Cancelled two days after payment: the owner may apply for a refund. */
const cancelled: Row = {
  id: 7,
  productName: 'PositiveSSL',
  commonName: 'shop.example.com',
  validity: 12,
  status: ORDER_STATUS.cancel,
  paid: true,
  subscribeAutoPayment: false,
  freeTrial: false,
  trialEndsAt: null,
  createdAt: daysAgo(3),
  paidAt: daysAgo(2),
};
/** Waiting submit, not paid: Pay is offered to whoever may pay. */
const unpaid: Row = {
  ...cancelled,
  id: 8,
  productName: 'EssentialSSL Wildcard',
  commonName: '*.example.org',
  status: ORDER_STATUS.waitingSubmit,
  paid: false,
  paidAt: null,
};

const URL = '/admin/order/list';
const listed = () => createFakeApi().answer(ROUTES.orders, { list: [cancelled, unpaid], total: 2 });

async function openMenu(user: Awaited<ReturnType<typeof renderPage>>['user'], id: number) {
  await user.click(await screen.findByTestId(`order-more-${id}`));
  return screen.findByRole('menu');
}

describe('My Orders', () => {
  // The table, the menus and the dialogs are antd islands of the page (lazy chunks with antd's provider and
  // locale): load them once here, so their first transform is not counted against the queries' time limits below.
  beforeAll(async () => {
    await Promise.all([
      import('../components/OrdersTable'),
      import('../components/OrderFilters'),
      import('../components/OrderDrawers'),
      import('../../../components/refund/RefundModal'),
      import('../../../components/DropdownMenu'),
      import('../../../app/AntdProvider'),
      import('../../../app/locales').then((m) =>
        Promise.all([m.loadAntdLocale('en'), m.applyDayjsLocale('en')]),
      ),
      // The member texts' module (renderPage adds them to i18next once it has started it).
      import('@portal/i18n/web').then((m) => m.loadCatalogPart('en', 'member')),
    ]);
  }, 60_000);

  const desktopMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('lists the orders of the first page with their product, name and status', async () => {
    const api = listed();
    await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    const row = await screen.findByTestId('order-row-7');
    expect(row.textContent).toContain('PositiveSSL');
    expect(row.textContent).toContain('shop.example.com');
    expect(row.textContent).toContain(text('orders.status.5'));
    expect(screen.getByTestId('order-row-8').textContent).toContain('*.example.org');
    expect(api.calls(ROUTES.orders)[0]?.query).toMatchObject({ page: '1', timeType: 'created' });
  });

  it('applies for a refund from the row menu with the profile’s contact and the reason typed', async () => {
    const api = listed().answer(ROUTES.refund, { id: 7, status: ORDER_STATUS.refunding });
    const page = await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    const menu = await openMenu(page.user, 7);
    await page.user.click(within(menu).getByTestId('order-row-refund-7'));
    expect((await screen.findByTestId<HTMLInputElement>('refund-email')).value).toBe('owner@example.com');
    await page.user.type(screen.getByTestId('refund-desc'), 'Bought the wrong product');
    await page.user.click(screen.getByRole('button', { name: text('orders.refund.ok') }));
    await page.user.click(await screen.findByTestId('refund-confirm-ok'));

    await waitFor(() => expect(api.calls(ROUTES.refund)).toHaveLength(1));
    const [call] = api.calls(ROUTES.refund);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/payment/refund/7');
    expect(call?.body).toMatchObject({
      orderID: '7',
      email: 'owner@example.com',
      phone: '+1 555 0100',
      desc: 'Bought the wrong product',
    });
    expect(await screen.findByText(text('orders.refund.done', { id: 7 }))).toBeTruthy();
  });

  it('shows the server’s refusal of a refund in the dialog’s toast', async () => {
    const api = listed().fail(ROUTES.refund, 'orderState');
    const page = await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    const menu = await openMenu(page.user, 7);
    await page.user.click(within(menu).getByTestId('order-row-refund-7'));
    await page.user.type(await screen.findByTestId('refund-desc'), 'Bought the wrong product');
    await page.user.click(screen.getByRole('button', { name: text('orders.refund.ok') }));
    await page.user.click(await screen.findByTestId('refund-confirm-ok'));

    expect(await screen.findByText(serverText('errors.orderState'))).toBeTruthy();
  });

  it('offers Pay and opens buy-details for an unpaid order', async () => {
    const api = listed().answer(ROUTES.orderDetail, paymentDetailOf(8));
    const page = await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('order-pay-8'));

    await waitFor(() => expect(page.location()).toBe('/admin/order/buy-details?orderID=8'));
    expect(screen.queryByTestId('order-pay-7')).toBeNull();
  });

  it('hides Pay and Refund from role sale', async () => {
    const api = listed();
    const page = await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('sale') });

    await screen.findByTestId('order-row-8');
    expect(screen.queryByTestId('order-pay-8')).toBeNull();
    const menu = await openMenu(page.user, 7);
    expect(within(menu).getByText(text('orders.drawers.details'))).toBeTruthy();
    expect(within(menu).queryByTestId('order-row-refund-7')).toBeNull();
  });

  it('draws a phone’s first screen (the cards, the pager, the row buttons) without any antd element', async () => {
    // A 390 px window: useIsMobile's (max-width: 991.98px) holds, min-width queries do not.
    window.matchMedia = (query: string) =>
      ({ ...desktopMatchMedia(query), matches: !query.includes('min-width') }) as MediaQueryList;
    const api = listed();
    await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    const row = await screen.findByTestId('order-row-7');
    expect(row.tagName).toBe('ARTICLE');
    expect(screen.getByTestId('order-select-7').getAttribute('type')).toBe('checkbox');
    const page = screen.getByTestId('orders-page');
    expect(page.querySelector('[class*="ant-"]')?.outerHTML ?? null).toBeNull();
  });

  it('shows the localised error when the list is refused', async () => {
    const api = createFakeApi().fail(ROUTES.orders, {
      code: 'forbidden',
      msgKey: 'errors.denied.ordersRead',
    });
    await renderPage(<OrdersPage />, { url: URL, api, profile: profileOf('main') });

    expect(await screen.findByText(serverText('errors.denied.ordersRead'))).toBeTruthy();
  });
});
