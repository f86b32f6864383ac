// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { UpstreamOrderActions } from './UpstreamOrderActions';

const stuckOrder = (api: ReturnType<typeof createFakeApi>, paid = true) =>
  renderPage(<UpstreamOrderActions id={42} status={1} stuck paid={paid} />, {
    url: '/ops/orders',
    api,
    profile: profileOf('operator'),
  });

describe('console: an order stuck on its upstream CA', () => {
  it('asks the CA again after a confirmation and says what it answered', async () => {
    const api = createFakeApi().answer(ROUTES.opsOrderUpstreamRetry, {
      id: 42,
      status: 1,
      refunded: '0.00',
      lastProblem: 'CA down',
    });
    const page = await stuckOrder(api);
    await page.user.click(await screen.findByTestId('ops-order-upstream-retry'));
    expect(api.calls(ROUTES.opsOrderUpstreamRetry)).toHaveLength(0); // only after the confirmation
    expect(screen.getByText(text('ops.console.orderDetail.upstream.retryTitle', { id: 42 }))).toBeTruthy();
    await page.user.click(screen.getByTestId('ops-order-upstream-retry-dialog-ok'));
    await waitFor(() => expect(api.calls(ROUTES.opsOrderUpstreamRetry)).toHaveLength(1));
    expect(api.calls(ROUTES.opsOrderUpstreamRetry)[0]?.path).toBe('/ops/orders/42/upstream-retry');
  });

  it('refunds with a reason after a confirmation', async () => {
    const api = createFakeApi().answer(ROUTES.opsOrderUpstreamRefund, {
      id: 42,
      status: 6,
      refunded: '12.00',
      lastProblem: null,
    });
    const page = await stuckOrder(api);
    await page.user.click(await screen.findByTestId('ops-order-upstream-refund'));
    await page.user.type(screen.getByTestId('ops-order-upstream-refund-dialog-reason'), 'CA down for a day');
    await page.user.click(screen.getByTestId('ops-order-upstream-refund-dialog-ok'));
    await waitFor(() => expect(api.calls(ROUTES.opsOrderUpstreamRefund)).toHaveLength(1));
    expect(api.calls(ROUTES.opsOrderUpstreamRefund)[0]?.body).toEqual({ reason: 'CA down for a day' });
  });

  it('offers no refund for an unpaid order', async () => {
    await stuckOrder(createFakeApi(), false);
    expect(await screen.findByTestId('ops-order-upstream-retry')).toBeTruthy();
    expect(screen.queryByTestId('ops-order-upstream-refund')).toBeNull();
  });
});
