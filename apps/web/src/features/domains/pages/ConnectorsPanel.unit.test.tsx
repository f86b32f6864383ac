// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { DomainsPage } from './DomainsPage';

type Connector = AnswerOf<typeof ROUTES.domainConnectorTest>;
type Row = AnswerOf<typeof ROUTES.domains>['list'][number];

const cloudflare: Connector = {
  id: 4,
  provider: 'cloudflare',
  label: 'Main zones',
  zones: ['example.com', 'example.net'],
  lastTestAt: '2026-11-27T10:00:00.000Z',
  lastTestResult: 'ok',
  problem: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const viaConnector: Row = {
  domain: 'www.example.net',
  mode: 'connector',
  delegation: null,
  connector: { id: 4, provider: 'cloudflare', label: 'Main zones' },
  orders: 1,
  lastValidatedAt: null,
  reuseEndsAt: null,
  nextReissue: null,
  action: 'none',
};
const pendingCname: Row = {
  domain: 'shop.example.org',
  mode: 'manual',
  delegation: { domain: 'shop.example.org', state: 'pending', target: 'qrstuvwxyz234567.dcv.portal.test' },
  connector: null,
  orders: 0,
  lastValidatedAt: null,
  reuseEndsAt: null,
  nextReissue: null,
  action: 'fixDelegation',
};

const URL = '/admin/domains';
const api = (connectors: Connector[] = [cloudflare]) =>
  createFakeApi()
    .answer(ROUTES.domains, { list: [viaConnector, pendingCname] })
    .answer(ROUTES.domainConnectors, { list: connectors });
/** Renders the page and waits for the panel: its own chunk, which a loaded machine takes seconds to import. */
async function open(fake: ReturnType<typeof api>) {
  const page = await renderPage(<DomainsPage />, { url: URL, api: fake, profile: profileOf('main') });
  await screen.findByTestId('connectors-panel', {}, { timeout: 30_000 });
  return page;
}

describe('domains page, DNS connectors', () => {
  it('lists the stored connectors: provider, zones covered, last test; never a credential', async () => {
    await open(api());

    const row = await screen.findByTestId('connector-row-4');
    expect(within(row).getByTestId('connector-label-4').textContent).toBe('Main zones');
    expect(within(row).getByTestId('connector-provider-4').textContent).toBe(
      text('domainsUi.connectors.providers.cloudflare'),
    );
    expect(within(row).getByTestId('connector-zones-4').textContent).toBe('example.com, example.net');
    expect(within(row).getByTestId('connector-result-4').textContent).toBe(
      text('domainsUi.connectors.results.ok'),
    );
    // What to do per name: nothing for the connector's names, the CNAMEs (with copy buttons) for a pending delegation.
    expect(screen.getByTestId('domain-todo-www.example.net').textContent).toBe(
      text('domainsUi.todo.connector', { label: 'Main zones' }),
    );
    expect(screen.getByTestId('domain-cname-name-shop.example.org').textContent).toContain(
      '_dnsauth.shop.example.org',
    );
    expect(screen.getByTestId('domain-cname-target-shop.example.org').textContent).toContain(
      'qrstuvwxyz234567.dcv.portal.test',
    );
    expect(screen.getByTestId('domain-cname-acme-shop.example.org').textContent).toContain(
      '_acme-challenge.shop.example.org',
    );
    // One copy button per record name and one for the target.
    expect(within(screen.getByTestId('domain-todo-shop.example.org')).getAllByRole('button')).toHaveLength(3);
  });

  it('adds a Cloudflare connector: the token goes in a password field and is sent once', async () => {
    const saved: Connector = { ...cloudflare, id: 9, label: 'Shop', zones: ['shop.test'] };
    const fake = api([]).answer(ROUTES.domainConnectorCreate, saved);
    const page = await open(fake);

    await page.user.click(await screen.findByTestId('connector-add'));
    await page.user.type(await screen.findByTestId('connector-label'), 'Shop');
    const token = screen.getByTestId<HTMLInputElement>('connector-api-token');
    expect(token.type).toBe('password');
    await page.user.type(token, 'cf-secret-token');
    await page.user.click(screen.getByTestId('connector-save'));

    expect(await screen.findByText(text('domainsUi.connectors.form.saved', { label: 'Shop' }))).toBeTruthy();
    const [call] = fake.calls(ROUTES.domainConnectorCreate);
    expect(call?.body).toEqual({
      provider: 'cloudflare',
      label: 'Shop',
      credentials: { apiToken: 'cf-secret-token' },
    });
    expect(call?.headers['x-csrf-token']).toBe('test-csrf');
    await waitFor(() => expect(screen.queryByTestId('connector-form')).toBeNull());
    expect(document.body.textContent).not.toContain('cf-secret-token');
  });

  it('adds a DNSPod connector with its key pair, and shows the refusal in the dialog', async () => {
    const fake = api([]).fail(ROUTES.domainConnectorCreate, {
      code: 'dnsConnectorRefused',
      msgKey: 'domains.connectors.refused.badCredentials',
      vars: { provider: 'DNSPod' },
    });
    const page = await open(fake);

    await page.user.click(await screen.findByTestId('connector-add'));
    await page.user.click(within(await screen.findByTestId('connector-form')).getByRole('combobox'));
    await page.user.click(await screen.findByText(text('domainsUi.connectors.providers.dnspod')));
    await page.user.type(await screen.findByTestId('connector-secret-id'), 'AKIDexample');
    await page.user.type(screen.getByTestId('connector-secret-key'), 'secret-key');
    await page.user.type(screen.getByTestId('connector-label'), 'Tencent');
    await page.user.click(screen.getByTestId('connector-save'));

    expect((await screen.findByTestId('connector-form-problem')).textContent).toBe(
      serverText('domains.connectors.refused.badCredentials', { provider: 'DNSPod' }),
    );
    const [call] = fake.calls(ROUTES.domainConnectorCreate);
    expect(call?.body).toEqual({
      provider: 'dnspod',
      label: 'Tencent',
      credentials: { secretId: 'AKIDexample', secretKey: 'secret-key' },
    });
    // The dialog stays with what was typed.
    expect(screen.getByTestId<HTMLInputElement>('connector-secret-id').value).toBe('AKIDexample');
  });

  it('asks for the fields before calling', async () => {
    const fake = api([]);
    const page = await open(fake);

    await page.user.click(await screen.findByTestId('connector-add'));
    await page.user.click(await screen.findByTestId('connector-save'));

    expect(await screen.findByText(text('domains.connectors.labelRequired'))).toBeTruthy();
    expect(screen.getByText(text('domains.connectors.credentialsRequired'))).toBeTruthy();
    expect(fake.calls(ROUTES.domainConnectorCreate)).toEqual([]);
  });

  it('tests a connector and shows a failed result with its problem', async () => {
    const problem = serverText('domains.connectors.refused.forbidden', { provider: 'Cloudflare' });
    const failed: Connector = {
      ...cloudflare,
      lastTestAt: '2026-11-28T08:00:00.000Z',
      lastTestResult: 'forbidden',
      problem,
    };
    const fake = createFakeApi()
      .answer(ROUTES.domains, { list: [viaConnector] })
      .answerOnce(ROUTES.domainConnectors, { list: [cloudflare] })
      .answer(ROUTES.domainConnectors, { list: [failed] })
      .answer(ROUTES.domainConnectorTest, failed);
    const page = await open(fake);

    await page.user.click(await screen.findByTestId('connector-test-4'));

    expect(
      await screen.findByText(text('domainsUi.connectors.testFailed', { label: 'Main zones', problem })),
    ).toBeTruthy();
    expect((await screen.findByTestId('connector-result-4')).textContent).toBe(
      text('domainsUi.connectors.results.failed'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('domain-todo-www.example.net').textContent).toBe(
        text('domainsUi.todo.connectorFailing', { label: 'Main zones' }),
      ),
    );
    const [call] = fake.calls(ROUTES.domainConnectorTest);
    expect([call?.method, call?.path]).toEqual(['POST', '/domains/connectors/4/test']);
  });

  it('removes a connector only after the confirmation', async () => {
    const fake = api().answer(ROUTES.domainConnectorRemove, { id: 4, removed: true });
    const page = await open(fake);

    await page.user.click(await screen.findByTestId('connector-remove-4'));
    const ok = await screen.findByTestId('connector-remove-ok');
    expect(document.body.textContent).toContain(
      text('domainsUi.connectors.removeConfirm', { label: 'Main zones' }),
    );
    expect(fake.calls(ROUTES.domainConnectorRemove)).toEqual([]);
    await page.user.click(ok);

    expect(
      await screen.findByText(text('domainsUi.connectors.removed', { label: 'Main zones' })),
    ).toBeTruthy();
    const [call] = fake.calls(ROUTES.domainConnectorRemove);
    expect([call?.method, call?.path]).toEqual(['DELETE', '/domains/connectors/4']);
  });
});
