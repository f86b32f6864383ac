// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { createFakeApi, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { DomainsPage } from './DomainsPage';

type Row = AnswerOf<typeof ROUTES.domains>['list'][number];

const TARGET = 'abcdefghijklmnop.dcv.portal.test';

const delegated: Row = {
  domain: 'example.com',
  mode: 'delegated',
  delegation: { domain: 'example.com', state: 'active', target: TARGET },
  connector: null,
  orders: 2,
  lastValidatedAt: '2026-11-20T08:00:00.000Z',
  reuseEndsAt: '2027-11-20T08:00:00.000Z',
  nextReissue: null,
  action: 'none',
};
const covered: Row = { ...delegated, domain: 'www.example.com', orders: 1 };
const manual: Row = {
  domain: '*.shop.example.org',
  mode: 'manual',
  delegation: null,
  connector: null,
  orders: 1,
  lastValidatedAt: null,
  reuseEndsAt: null,
  nextReissue: { at: '2027-01-10T08:00:00.000Z', orderId: 41, needsValidation: true, needsCustomer: true },
  action: 'delegate',
};

const URL = '/admin/domains';
const listed = () =>
  createFakeApi()
    .answer(ROUTES.domains, { list: [delegated, covered, manual] })
    .answer(ROUTES.domainConnectors, { list: [] });
const cname = (state: 'pending' | 'active') => ({
  domain: 'shop.example.org',
  name: '_dnsauth.shop.example.org',
  acmeName: '_acme-challenge.shop.example.org',
  target: 'qrstuvwxyz234567.dcv.portal.test',
  state,
  checkedAt: '2026-11-28T05:00:00.000Z',
});

describe('domains page', () => {
  it('lists every domain with how it validates, its delegation and its reuse end', async () => {
    await renderPage(<DomainsPage />, { url: URL, api: listed(), profile: profileOf('main') });

    expect((await screen.findByTestId('domain-name-example.com')).textContent).toBe('example.com');
    expect(screen.getByTestId('domain-mode-example.com').textContent).toBe(
      text('domains.page.modes.delegated'),
    );
    expect(screen.getByTestId('domain-mode-*.shop.example.org').textContent).toBe(
      text('domains.page.modes.manual'),
    );
    expect(screen.getByTestId('domain-delegation-example.com').textContent).toBe(
      text('domains.page.states.active'),
    );
    expect(screen.getByTestId('domain-delegation-www.example.com').textContent).toContain(
      text('domains.page.coveredBy', { domain: 'example.com' }),
    );
    expect(screen.getByTestId('domain-delegation-*.shop.example.org').textContent).toBe(
      text('domains.page.states.none'),
    );
    expect(screen.getByTestId('domain-reuse-example.com').textContent).toBe(
      formatDateTime('2027-11-20T08:00:00.000Z'),
    );
    // The next renewal: none coming for the delegated name; the manual one's needs the customer, with its date.
    expect(screen.getByTestId('domain-next-example.com').textContent).toBe(text('domainsUi.next.none'));
    expect(screen.getByTestId('domain-next-*.shop.example.org-at').textContent).toBe(
      formatDateTime('2027-01-10T08:00:00.000Z'),
    );
    expect(screen.getByTestId('domain-next-*.shop.example.org-state').textContent).toBe(
      text('domainsUi.next.needsYou'),
    );
    expect(screen.getByTestId('domain-todo-*.shop.example.org').textContent).toBe(
      text('domainsUi.todo.renewalNeedsYou', { date: formatDateTime('2027-01-10T08:00:00.000Z') }),
    );
    // Remove is offered on the delegated domain itself, not on the names it covers.
    expect(screen.getByTestId('domain-remove-example.com')).toBeTruthy();
    expect(screen.queryByTestId('domain-remove-www.example.com')).toBeNull();
  });

  it('shows the one CNAME to create, for the domain under a wildcard', async () => {
    const api = listed().answer(ROUTES.domainDelegationCreate, cname('pending'));
    const page = await renderPage(<DomainsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('domain-delegate-*.shop.example.org'));

    expect((await screen.findByTestId('delegation-name')).textContent).toContain('_dnsauth.shop.example.org');
    expect(screen.getByTestId('delegation-target').textContent).toContain('qrstuvwxyz234567.dcv.portal.test');
    expect(screen.getByTestId('delegation-acme-name').textContent).toContain(
      '_acme-challenge.shop.example.org',
    );
    expect(screen.getByTestId('delegation-state').textContent).toBe(text('domains.page.states.pending'));
    const [call] = api.calls(ROUTES.domainDelegationCreate);
    expect(call?.body).toEqual({ domain: 'shop.example.org' });
  });

  it('checks now and shows found versus expected, the state moving to active', async () => {
    const target = cname('pending').target;
    const api = listed()
      .answer(ROUTES.domainDelegationCreate, cname('pending'))
      .answer(ROUTES.domainDelegation, {
        ...cname('active'),
        expected: target,
        found: [target],
        failure: null,
        problem: null,
      });
    const page = await renderPage(<DomainsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('domain-delegate-*.shop.example.org'));
    await screen.findByTestId('delegation-name');
    await page.user.click(screen.getByTestId('delegation-check'));

    const result = await screen.findByTestId('delegation-result');
    expect(within(result).getByTestId('delegation-expected').textContent).toBe(target);
    expect(within(result).getByTestId('delegation-found').textContent).toBe(target);
    expect(screen.getByTestId('delegation-state').textContent).toBe(text('domains.page.states.active'));
    expect(screen.getByText(text('domains.page.dialog.active', { domain: 'shop.example.org' }))).toBeTruthy();
    const [check] = api.calls(ROUTES.domainDelegation);
    expect(check?.query).toEqual({ domain: 'shop.example.org' });
    // The check records what it found: it carries the CSRF header like a write.
    expect(check?.headers['x-csrf-token']).toBe('test-csrf');
  });

  it('removes a delegation only after the confirmation', async () => {
    const api = listed().answer(ROUTES.domainDelegationRemove, { domain: 'example.com', removed: true });
    const page = await renderPage(<DomainsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('domain-remove-example.com'));
    const ok = await screen.findByTestId('domain-remove-ok');
    expect(document.body.textContent).toContain(
      text('domains.page.removeConfirm', { domain: 'example.com' }),
    );
    expect(api.calls(ROUTES.domainDelegationRemove)).toEqual([]);
    await page.user.click(ok);

    expect(await screen.findByText(text('domains.page.removed', { domain: 'example.com' }))).toBeTruthy();
    const [call] = api.calls(ROUTES.domainDelegationRemove);
    expect([call?.method, call?.query]).toEqual(['DELETE', { domain: 'example.com' }]);
  });

  it('says delegation is off on this portal instead of offering it', async () => {
    const api = listed().fail(ROUTES.domainDelegationCreate, {
      code: 'delegationDisabled',
      msgKey: 'domains.errors.disabled',
    });
    const page = await renderPage(<DomainsPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('domain-delegate-*.shop.example.org'));

    expect((await screen.findByTestId('domains-off')).textContent).toContain(text('domains.page.off'));
    await waitFor(() => expect(screen.queryByTestId('domain-delegate-example.com')).toBeNull());
    expect(screen.queryByTestId('domain-remove-example.com')).toBeNull();
  });
});
