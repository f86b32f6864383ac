// @vitest-environment jsdom
import { ROUTES, type OpsOrderWholesale } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { UpstreamMargin } from './UpstreamMargin';
import { WholesaleText } from './WholesaleText';

const row = (month: string, upstream: string, revenueCents: number, costCents: number, costUnknown = 0) => ({
  month,
  upstream,
  orders: 2 + costUnknown,
  revenueCents,
  costCents,
  marginCents: revenueCents - costCents,
  costUnknown,
});

describe('console margin per month', () => {
  it('shows revenue, wholesale cost and margin per month and upstream, a month’s total and unknown costs', async () => {
    const api = createFakeApi().answer(ROUTES.opsUpstreamMargin, {
      from: '2025-12',
      list: [
        row('2026-11', 'builtin', 5000, 0),
        row('2026-11', 'digicert', 12_345, 2500, 1),
        row('2026-10', 'digicert', 900, 1250),
      ],
    });
    await renderPage(<UpstreamMargin />, { url: '/ops/upstreams', api, profile: profileOf('operator') });

    const rows = await screen.findAllByTestId(/^ops-margin-row-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'ops-margin-row-2026-11-builtin',
      'ops-margin-row-2026-11-digicert',
      'ops-margin-row-2026-11-total',
      'ops-margin-row-2026-10-digicert',
    ]);
    expect(screen.getByTestId('ops-margin-revenue-2026-11-digicert').textContent).toBe('$123.45');
    expect(screen.getByTestId('ops-margin-cost-2026-11-digicert').textContent).toBe('$25.00');
    expect(screen.getByTestId('ops-margin-margin-2026-11-digicert').textContent).toBe('$98.45');
    expect(screen.getByTestId('ops-margin-unknown-2026-11-digicert').textContent).toBe(
      text('opsUpstreams.margin.unknownCount', { count: 1 }),
    );
    // The month's total over every upstream; a loss shows as a negative margin.
    expect(screen.getByTestId('ops-margin-revenue-2026-11-total').textContent).toBe('$173.45');
    expect(screen.getByTestId('ops-margin-margin-2026-11-total').textContent).toBe('$148.45');
    expect(screen.getByTestId('ops-margin-margin-2026-10-digicert').textContent).toBe('-$3.50');
    expect(api.calls(ROUTES.opsUpstreamMargin)[0]?.query).toEqual({ months: '12' });
  });

  it('says so when no paid upstream order falls in the months', async () => {
    const api = createFakeApi().answer(ROUTES.opsUpstreamMargin, { from: '2025-12', list: [] });
    await renderPage(<UpstreamMargin />, { url: '/ops/upstreams', api, profile: profileOf('operator') });
    expect(await screen.findByText(text('opsUpstreams.margin.empty'))).toBeTruthy();
  });
});

describe('an order’s wholesale side', () => {
  const base: OpsOrderWholesale = {
    upstream: 'digicert',
    saleCents: 4000,
    costCents: 1250,
    currency: 'USD',
    marginCents: 2750,
    marginUnknown: null,
  };
  it('shows the cost and the margin, or why the margin is not known', async () => {
    const cases: OpsOrderWholesale[] = [
      base,
      { ...base, costCents: null, currency: null, marginCents: null, marginUnknown: 'costUnknown' },
      { ...base, currency: 'EUR', marginCents: null, marginUnknown: 'otherCurrency' },
      {
        ...base,
        upstream: null,
        costCents: null,
        currency: null,
        marginCents: null,
        marginUnknown: 'costUnknown',
      },
    ];
    await renderPage(
      <>
        {cases.map((wholesale, i) => (
          <div key={i} data-testid={`case-${i}`}>
            <WholesaleText wholesale={wholesale} />
          </div>
        ))}
      </>,
      { url: '/ops/orders', api: createFakeApi(), profile: profileOf('operator') },
    );
    const shown = async (i: number) => (await screen.findByTestId(`case-${i}`)).textContent;
    expect(await shown(0)).toBe(
      `${text('opsUpstreams.wholesale.cost', { upstream: 'digicert', cost: '$12.50' })} · ${text(
        'opsUpstreams.wholesale.margin',
        { margin: '$27.50', sale: '$40.00' },
      )}`,
    );
    expect(await shown(1)).toBe(
      `${text('opsUpstreams.wholesale.costUnknown', { upstream: 'digicert' })} · ${text(
        'opsUpstreams.wholesale.marginUnknown',
      )}`,
    );
    expect(await shown(2)).toBe(
      `${text('opsUpstreams.wholesale.cost', { upstream: 'digicert', cost: '12.50 EUR' })} · ${text(
        'opsUpstreams.wholesale.otherCurrency',
        { currency: 'EUR' },
      )}`,
    );
    expect(await shown(3)).toBe(text('opsUpstreams.wholesale.notSubmitted'));
  });
});
