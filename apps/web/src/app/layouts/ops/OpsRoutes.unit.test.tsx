// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { OpsRoutes } from './OpsRoutes';

type Overview = AnswerOf<typeof ROUTES.opsOverview>;

const overview: Overview = {
  sales: Array.from({ length: 30 }, (_, day) => ({
    day: `2026-11-${String(day + 1).padStart(2, '0')}`,
    amount: day === 29 ? '49.00' : '0.00',
    payments: day === 29 ? 1 : 0,
  })),
  statuses: Array.from({ length: 14 }, (_, status) => ({ status, orders: status === 2 ? 3 : 0 })),
  queues: { review: 2, refunds: 0, payouts: 1, offlinePayments: 4, requests: 0 },
  totpRequired: false,
  topup: { wallet: false, offline: false },
};

const console = () =>
  createFakeApi()
    .answer(ROUTES.opsOverview, overview)
    .answer(ROUTES.opsTotp, { enabled: false, pending: false, required: false, verified: false });
const open = (api: ReturnType<typeof console>) =>
  renderPage(<OpsRoutes />, { url: '/ops/overview', route: '/ops/*', api, profile: profileOf('operator') });

/** The window's width below the 992 px breakpoint (useIsMobile reads matchMedia). */
function onPhone() {
  const desktop = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}

afterEach(() => vi.restoreAllMocks());

describe("the console's first screen (shell, TOTP gate, overview)", () => {
  it('draws the menu, the tiles, the notice and both charts with every label, and nothing of antd', async () => {
    await open(console());

    await screen.findByTestId('ops-overview-tiles');
    expect(screen.getByTestId('ops-shell')).toBeTruthy();
    expect(screen.getByTestId('ops-title').textContent).toBe(text('ops.console.title'));
    expect(screen.getByTestId('ops-tile-offlinePayments-count').textContent).toBe('4');
    expect(screen.getByTestId('ops-tile-review').getAttribute('data-count')).toBe('2');
    expect(screen.getByTestId('ops-no-topup').textContent).toContain(text('opsOverview.noTopup.title'));
    expect(screen.getByTestId('ops-sales-total').getAttribute('data-cents')).toBe('4900');
    // Every status and every day is named, in the chart's label and on screen.
    const statuses = screen.getByTestId('ops-statuses-canvas');
    expect(statuses.getAttribute('aria-label')?.split(', ')).toHaveLength(14);
    expect(statuses.textContent).toContain(text('orders.status.2'));
    expect(screen.getByTestId('ops-sales-canvas').textContent).toContain('11-30');
    // The menu: every entry a link, the overview's selected.
    const overviewEntry = screen.getByTestId('ops-menu-overview').closest('a');
    expect(overviewEntry?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('ops-menu-queue').closest('a')?.getAttribute('href')).toBe(
      '/ops/orders?status=11',
    );
    expect(screen.getByTestId('ops-menu').querySelectorAll('a').length).toBeGreaterThan(15);
    // Issue 31: the first screen draws without antd.
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('on a phone opens the menu in a drawer (mounted then), which a menu entry closes', async () => {
    onPhone();
    const page = await open(console());
    await screen.findByTestId('ops-overview-tiles');
    expect(screen.queryByTestId('ops-menu')).toBeNull();

    await page.user.click(screen.getByTestId('ops-menu-toggle'));
    const menu = screen.getByTestId('ops-menu');
    expect(menu.closest('.ops-drawer--open')).toBeTruthy();
    expect(screen.getByTestId('ops-menu-security').closest('a')?.getAttribute('href')).toBe('/ops/security');
    // (Another page would load antd and its chunk: the entry of the page shown is pressed.)
    await page.user.click(screen.getByTestId('ops-menu-overview'));
    await waitFor(() => expect(menu.closest('.ops-drawer--open')).toBeNull());
    expect(page.location()).toBe('/ops/overview');
  });
});
