// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { OpsRefundsPage } from './OpsRefundsPage';

type Row = AnswerOf<typeof ROUTES.opsRefunds>['list'][number];

const waiting: Row = {
  id: 7,
  orderId: 31,
  accountUid: '10007',
  email: 'buyer@example.com',
  product: 'Sectigo DV SSL',
  domain: 'shop.example.com',
  amount: '49.00',
  reason: 'Bought the wrong product',
  contactEmail: 'buyer@example.com',
  phone: '+44 20 7946 0000',
  status: 'pending',
  decisionNote: '',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
};
const approved: Row = {
  ...waiting,
  id: 8,
  orderId: 32,
  status: 'approved',
  decidedAt: '2026-11-27T12:00:00.000Z',
};

const queue = (list: Row[] = [waiting]) =>
  createFakeApi()
    .answer(ROUTES.opsRefunds, { list, total: list.length })
    .answer(ROUTES.opsTotp, { enabled: false, pending: false, required: false, verified: false });
const open = (api: ReturnType<typeof queue>) =>
  renderPage(<OpsRefundsPage />, {
    url: '/ops/refunds',
    route: '/ops/refunds',
    api,
    profile: profileOf('operator'),
  });

describe('console refunds queue', () => {
  it('lists the waiting applications with Approve / Reject, decided ones without', async () => {
    const api = queue([waiting, approved]);
    await open(api);

    const row = await screen.findByTestId('ops-refund-row-7');
    expect(row.textContent).toContain('Sectigo DV SSL · shop.example.com');
    expect(row.textContent).toContain('Bought the wrong product');
    expect(screen.getByTestId('ops-refund-status-7').textContent).toBe(
      text('ops.console.refunds.filters.pending'),
    );
    expect(screen.getByTestId('ops-refund-approve-7')).toBeTruthy();
    expect(screen.getByTestId('ops-refund-reject-7')).toBeTruthy();
    await screen.findByTestId('ops-refund-row-8');
    expect(screen.queryByTestId('ops-refund-approve-8')).toBeNull();
    expect(api.calls(ROUTES.opsRefunds)[0]?.query).toMatchObject({ status: 'pending' });
  });

  it('asks the password again when the server wants it (1029) and approves once more, then reads the queue', async () => {
    const api = queue()
      .failOnce(ROUTES.opsRefundApprove, {
        code: 'reconfirmRequired',
        msgKey: 'ops.errors.reconfirmRequired',
      })
      .answer(ROUTES.opsRefundApprove, { id: 7, orderId: 31, status: 'approved', refunded: '49.00' })
      .answer(ROUTES.opsConfirm, { validUntil: '2026-11-27T10:10:00.000Z' });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-refund-approve-7'));
    expect(document.body.textContent).toContain(
      text('ops.console.refunds.approveTitle', { amount: '49.00', orderId: 31 }),
    );
    await page.user.type(await screen.findByTestId('ops-refund-dialog-note'), 'Within the guarantee');
    await page.user.click(screen.getByTestId('ops-refund-dialog-ok'));

    await page.user.type(await screen.findByTestId('ops-password'), 'operator-password');
    await page.user.click(screen.getByTestId('ops-password-ok'));

    expect(
      await screen.findByText(text('ops.console.refunds.approved', { id: 7, refunded: '49.00' })),
    ).toBeTruthy();
    expect(api.calls(ROUTES.opsConfirm).map((call) => call.body)).toEqual([
      { password: 'operator-password' },
    ]);
    const approvals = api.calls(ROUTES.opsRefundApprove);
    expect(approvals.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/ops/refunds/7/approve', { note: 'Within the guarantee' }],
      ['POST', '/ops/refunds/7/approve', { note: 'Within the guarantee' }],
    ]);
    await waitFor(() => expect(api.calls(ROUTES.opsRefunds).length).toBeGreaterThan(1));
  });

  it('asks the reason of a rejection before it sends one', async () => {
    const api = queue().answer(ROUTES.opsRefundReject, {
      id: 7,
      orderId: 31,
      status: 'rejected',
      refunded: '0.00',
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-refund-reject-7'));
    await page.user.click(await screen.findByTestId('ops-refund-dialog-ok'));
    expect(await screen.findByText(text('ops.validation.reasonRequired'))).toBeTruthy();
    expect(api.calls(ROUTES.opsRefundReject)).toEqual([]);

    await page.user.type(screen.getByTestId('ops-refund-dialog-reason'), 'Certificate already in use');
    await page.user.click(screen.getByTestId('ops-refund-dialog-ok'));

    expect(await screen.findByText(text('ops.console.refunds.rejected', { id: 7 }))).toBeTruthy();
    expect(api.calls(ROUTES.opsRefundReject).map((call) => call.body)).toEqual([
      { reason: 'Certificate already in use' },
    ]);
  });

  it('shows the server’s localised refusal of a decision made elsewhere first', async () => {
    const api = queue().fail(ROUTES.opsRefundApprove, 'orderState');
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-refund-approve-7'));
    await page.user.click(await screen.findByTestId('ops-refund-dialog-ok'));

    expect(await screen.findByText(serverText('errors.orderState'))).toBeTruthy();
  });
});
