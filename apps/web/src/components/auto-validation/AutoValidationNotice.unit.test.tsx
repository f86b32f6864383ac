// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type AnswerOf } from '../../test/fakeApi';
import { profileOf } from '../../test/fixtures';
import { renderPage, text } from '../../test/renderPage';
import { AutoValidationNotice } from './AutoValidationNotice';

type Row = AnswerOf<typeof ROUTES.domains>['list'][number];

const base: Omit<Row, 'domain' | 'mode'> = {
  delegation: null,
  connector: null,
  orders: 1,
  lastValidatedAt: null,
  reuseEndsAt: null,
  nextReissue: null,
  action: 'none',
};
const rows: Row[] = [
  {
    ...base,
    domain: 'example.com',
    mode: 'delegated',
    delegation: { domain: 'example.com', state: 'active', target: 'abcdefghijklmnop.dcv.portal.test' },
  },
  {
    ...base,
    domain: 'shop.example.net',
    mode: 'connector',
    connector: { id: 2, provider: 'dnspod', label: 'Tencent' },
  },
  { ...base, domain: 'other.org', mode: 'manual' },
];

const open = (items: { domain: string; authMethod: string }[], told: boolean[] = []) =>
  renderPage(<AutoValidationNotice items={items} testId="auto" onAllAutomatic={(all) => told.push(all)} />, {
    url: '/admin/order/place',
    api: createFakeApi().answer(ROUTES.domains, { list: rows }),
    profile: profileOf('sale'),
  });

describe('validate automatically, beside an order’s values', () => {
  it('says which names validate by themselves and how, instead of asking for their TXT values', async () => {
    const told: boolean[] = [];
    await open(
      [
        { domain: 'example.com', authMethod: 'dns' },
        { domain: '*.www.example.com', authMethod: 'dns' },
        { domain: 'shop.example.net', authMethod: 'dns' },
      ],
      told,
    );

    const auto = await screen.findByTestId('auto-auto');
    expect(auto.textContent).toContain(text('domainsUi.auto.intro'));
    expect(screen.getByTestId('auto-name-*.www.example.com').textContent).toBe(
      text('domainsUi.auto.byDelegation', { name: '*.www.example.com', domain: 'example.com' }),
    );
    expect(screen.getByTestId('auto-name-shop.example.net').textContent).toBe(
      text('domainsUi.auto.byConnector', {
        name: 'shop.example.net',
        label: 'Tencent',
        provider: text('domainsUi.connectors.providers.dnspod'),
      }),
    );
    expect(screen.queryByTestId('auto-manual')).toBeNull();
    // Every name is automatic: the wizard leaves out its "publish the values" help.
    expect(told.at(-1)).toBe(true);
  });

  it('links to the Domains page for names nothing covers, and tells a covered name of another method', async () => {
    const told: boolean[] = [];
    const page = await open(
      [
        { domain: 'other.org', authMethod: 'dns' },
        { domain: 'example.com', authMethod: 'http' },
      ],
      told,
    );

    const manual = await screen.findByTestId('auto-manual');
    expect(manual.textContent).toContain(text('domainsUi.auto.manual', { names: 'other.org' }));
    expect(screen.getByTestId('auto-other').textContent).toContain(
      text('domainsUi.auto.otherMethod', { names: 'example.com' }),
    );
    expect(screen.queryByTestId('auto-auto')).toBeNull();
    expect(told).not.toContain(true);
    await page.user.click(screen.getByTestId('auto-setup'));
    expect(page.location()).toBe('/admin/domains');
  });
});
