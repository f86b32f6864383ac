// @vitest-environment jsdom
import { ORDER_STATUS, ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { OpsOrdersPage } from './OpsOrdersPage';

type Row = AnswerOf<typeof ROUTES.opsOrders>['list'][number];

const waiting: Row = {
  id: 31,
  accountUid: '10007',
  email: 'buyer@example.com',
  product: 'Sectigo OV SSL',
  auditType: 'OV',
  domain: 'shop.example.com',
  dnsNames: ['shop.example.com', 'www.shop.example.com'],
  organization: 'Example Ltd',
  status: ORDER_STATUS.underReview,
  paid: true,
  total: '129.00',
  lastProblem: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const issued: Row = { ...waiting, id: 32, status: ORDER_STATUS.issued };

const queue = () => createFakeApi().answer(ROUTES.opsOrders, { list: [waiting], total: 1 });
const open = (api: ReturnType<typeof queue>, url = '/ops/orders') =>
  renderPage(<OpsOrdersPage />, { url, route: '/ops/orders', api, profile: profileOf('operator') });

describe('console review queue', () => {
  it('lists the orders waiting for review with their names and Approve / Reject', async () => {
    const api = queue();
    await open(api);

    const row = await screen.findByTestId('ops-order-row-31');
    expect(row.textContent).toContain('buyer@example.com (10007)');
    expect(row.textContent).toContain('shop.example.com, www.shop.example.com');
    expect(screen.getByTestId('ops-approve-31')).toBeTruthy();
    expect(screen.getByTestId('ops-reject-31')).toBeTruthy();
    expect(screen.getByRole('heading', { name: text('ops.console.orders.queueTitle') })).toBeTruthy();
    expect(api.calls(ROUTES.opsOrders)[0]?.query).toMatchObject({ status: '11' });
  });

  it('approves with the note typed and reads the queue again', async () => {
    const api = queue().answer(ROUTES.opsOrderApprove, {
      id: 31,
      status: ORDER_STATUS.issued,
      refunded: '0.00',
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-approve-31'));
    await page.user.type(await screen.findByTestId('ops-decision-text'), 'Documents checked');
    await page.user.click(screen.getByTestId('ops-decision-ok'));

    const status = text('orders.status.2');
    expect(await screen.findByText(text('ops.console.orders.approved', { id: 31, status }))).toBeTruthy();
    const [call] = api.calls(ROUTES.opsOrderApprove);
    expect([call?.method, call?.path, call?.body]).toEqual([
      'POST',
      '/ops/orders/31/approve',
      { note: 'Documents checked' },
    ]);
    await waitFor(() => expect(api.calls(ROUTES.opsOrders).length).toBeGreaterThan(1));
  });

  it('asks the reason of a rejection before it sends one', async () => {
    const api = queue().answer(ROUTES.opsOrderReject, {
      id: 31,
      status: ORDER_STATUS.refunded,
      refunded: '129.00',
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-reject-31'));
    await page.user.click(await screen.findByTestId('ops-decision-ok'));
    expect(await screen.findByText(text('ops.validation.reasonRequired'))).toBeTruthy();
    expect(api.calls(ROUTES.opsOrderReject)).toEqual([]);

    await page.user.type(screen.getByTestId('ops-decision-text'), 'Organization not found');
    await page.user.click(screen.getByTestId('ops-decision-ok'));

    await waitFor(() => expect(api.calls(ROUTES.opsOrderReject)).toHaveLength(1));
    expect(api.calls(ROUTES.opsOrderReject)[0]?.body).toEqual({ reason: 'Organization not found' });
  });

  it('shows the server’s localised refusal of a decision', async () => {
    const api = queue().fail(ROUTES.opsOrderApprove, 'orderState');
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-approve-31'));
    await page.user.click(await screen.findByTestId('ops-decision-ok'));

    expect(await screen.findByText(serverText('errors.orderState'))).toBeTruthy();
  });

  it('lists every status with ?status=any, deciding only the orders under review', async () => {
    const api = createFakeApi().answer(ROUTES.opsOrders, { list: [waiting, issued], total: 2 });
    await open(api, '/ops/orders?status=any');

    await screen.findByTestId('ops-order-row-32');
    expect(screen.queryByTestId('ops-approve-32')).toBeNull();
    expect(screen.getByTestId('ops-approve-31')).toBeTruthy();
    expect(api.calls(ROUTES.opsOrders)[0]?.query).not.toHaveProperty('status');
    expect(screen.getByRole('heading', { name: text('ops.console.orders.title') })).toBeTruthy();
  });
});
