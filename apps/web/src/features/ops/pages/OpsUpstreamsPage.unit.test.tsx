// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text, type RenderedPage } from '../../../test/renderPage';
import { OpsUpstreamsPage } from './OpsUpstreamsPage';

type Upstream = AnswerOf<typeof ROUTES.opsUpstreams>['list'][number];
type Product = AnswerOf<typeof ROUTES.opsProducts>['list'][number];

const builtin: Upstream = {
  name: 'builtin',
  type: 'builtin',
  fromEnv: false,
  directoryUrl: null,
  apiBase: null,
  preferredChain: null,
  eab: false,
  apiKey: false,
  webhook: false,
  caBundle: false,
  routes: [{ brand: 'Sectigo', product: null, upstreamProduct: null }],
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  ordersWaiting: 0,
};
const letsencrypt: Upstream = {
  ...builtin,
  name: 'letsencrypt',
  type: 'acme',
  directoryUrl: 'https://acme.example.test/directory',
  preferredChain: 'ISRG Root X1',
  eab: true,
  caBundle: true,
  routes: [{ brand: 'Sectigo', product: 'positivessl', upstreamProduct: null }],
  lastSuccessAt: '2026-11-27T10:00:00.000Z',
  lastErrorAt: '2026-11-27T11:00:00.000Z',
  lastError: 'connect ECONNREFUSED',
  ordersWaiting: 3,
};

const product = (shortName: string, name: string, brand: string): Product => ({
  id: shortName.length,
  shortName,
  name,
  brand,
  productType: 'SSL',
  auditType: 'DV',
  domainType: 1,
  productTag: null,
  tab: null,
  active: true,
  badges: [],
  prices: { '12': '10.00' },
  attachCommonPrice: '0.00',
  validities: [12],
  introduction: { en: '', 'zh-cn': '', 'zh-tw': '' },
});

const digicert: Upstream = {
  ...builtin,
  name: 'digicert',
  type: 'certcentral',
  apiBase: 'https://cc.example.test/services/v2',
  apiKey: true,
  routes: [{ brand: 'DigiCert', product: 'rapidssl', upstreamProduct: 'ssl_plus' }],
};

const upstreamsApi = (list: Upstream[] = [builtin, letsencrypt]) =>
  createFakeApi()
    .answer(ROUTES.opsUpstreams, { list })
    .answer(ROUTES.opsUpstreamMargin, { from: '2025-12', list: [] })
    .answer(ROUTES.opsProducts, {
      list: [product('positivessl', 'PositiveSSL', 'Sectigo'), product('rapidssl', 'RapidSSL', 'DigiCert')],
    });
const open = (api: ReturnType<typeof upstreamsApi>) =>
  renderPage(<OpsUpstreamsPage />, { url: '/ops/upstreams', api, profile: profileOf('operator') });

/** Opens an antd Select of the form and picks the option shown with this text. */
async function pick(page: RenderedPage, selectTestId: string, option: string) {
  const select = screen.getByTestId(selectTestId);
  await page.user.click(within(select).getByRole('combobox'));
  const choices = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (item) => item.textContent === option,
    );
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  await page.user.click(choices[choices.length - 1]!);
}

describe('console upstream CAs', () => {
  it('lists the upstreams, builtin first, with endpoint, credential flags (no secret), routes and health', async () => {
    const api = upstreamsApi();
    await open(api);

    const rows = await screen.findAllByTestId(/^ops-upstream-row-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'ops-upstream-row-builtin',
      'ops-upstream-row-letsencrypt',
    ]);
    const acme = screen.getByTestId('ops-upstream-row-letsencrypt');
    expect(acme.textContent).toContain(text('opsUpstreams.types.acme'));
    expect(acme.textContent).toContain('https://acme.example.test/directory');
    expect(screen.getByTestId('ops-upstream-secrets-letsencrypt').textContent).toBe(
      text('opsUpstreams.secretsSet', { list: 'EAB, CA bundle' }),
    );
    expect(screen.queryByTestId('ops-upstream-secrets-builtin')).toBeNull();
    expect(screen.getByTestId('ops-upstream-health-letsencrypt').textContent).toContain(
      'connect ECONNREFUSED',
    );
    expect(screen.getByTestId('ops-upstream-health-builtin').textContent).toBe(
      text('opsUpstreams.neverReached'),
    );
    expect(screen.getByTestId('ops-upstream-waiting-letsencrypt').textContent).toBe('3');
    // The routing table: the brand's route before its product's override.
    const routes = screen.getAllByTestId(/^ops-route-row-/).map((row) => row.getAttribute('data-testid'));
    expect(routes).toEqual(['ops-route-row-Sectigo', 'ops-route-row-Sectigo-positivessl']);
    expect(screen.getByTestId('ops-route-row-Sectigo-positivessl').textContent).toContain('letsencrypt');
  });

  it('tests an upstream, shows its answer and reads the health again', async () => {
    const api = upstreamsApi().answer(ROUTES.opsUpstreamTest, {
      name: 'letsencrypt',
      ok: false,
      error: 'directory answered 503',
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-upstream-test-letsencrypt'));

    const result = await screen.findByTestId('ops-upstream-result-letsencrypt');
    expect(result.textContent).toBe(
      text('opsUpstreams.testFailed', { name: 'letsencrypt', error: 'directory answered 503' }),
    );
    const [call] = api.calls(ROUTES.opsUpstreamTest);
    expect([call?.method, call?.path]).toEqual(['POST', '/ops/upstreams/letsencrypt/test']);
    await waitFor(() => expect(api.calls(ROUTES.opsUpstreams).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of a test as its message', async () => {
    const api = upstreamsApi().fail(ROUTES.opsUpstreamTest, 'notFound');
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-upstream-test-letsencrypt'));

    expect(await screen.findByText(serverText('errors.notFound'))).toBeTruthy();
    expect(screen.queryByTestId('ops-upstream-result-letsencrypt')).toBeNull();
  });

  it('saves a product route after the confirmation that submitted orders keep their upstream', async () => {
    const api = upstreamsApi().answer(ROUTES.opsUpstreamRoute, {
      brand: 'Sectigo',
      product: 'positivessl',
      upstream: 'builtin',
      upstreamProduct: null,
    });
    const page = await open(api);
    await screen.findByTestId('ops-upstream-row-letsencrypt');

    await pick(page, 'ops-route-brand', 'Sectigo');
    await pick(page, 'ops-route-product', 'PositiveSSL (positivessl)');
    await pick(page, 'ops-route-upstream', 'builtin');
    await page.user.click(screen.getByTestId('ops-route-save'));

    expect((await screen.findByTestId('ops-route-confirm-text')).textContent).toBe(
      text('opsUpstreams.route.confirmText'),
    );
    expect(api.calls(ROUTES.opsUpstreamRoute)).toEqual([]);
    await page.user.click(screen.getByTestId('ops-route-confirm-ok'));

    await waitFor(() => expect(api.calls(ROUTES.opsUpstreamRoute)).toHaveLength(1));
    const [call] = api.calls(ROUTES.opsUpstreamRoute);
    expect([call?.method, call?.path, call?.body]).toEqual([
      'PUT',
      '/ops/upstream-routes',
      { brand: 'Sectigo', product: 'positivessl', upstream: 'builtin' },
    ]);
    expect(
      await screen.findByText(
        text('opsUpstreams.route.saved', { what: 'Sectigo · positivessl', upstream: 'builtin' }),
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.calls(ROUTES.opsUpstreams).length).toBeGreaterThan(1));
  });

  it('changes a brand route from the table, sending no product', async () => {
    const api = upstreamsApi().answer(ROUTES.opsUpstreamRoute, {
      brand: 'Sectigo',
      product: null,
      upstream: 'letsencrypt',
      upstreamProduct: null,
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('ops-route-edit-Sectigo'));
    await pick(page, 'ops-route-upstream', 'letsencrypt');
    await page.user.click(screen.getByTestId('ops-route-save'));
    await page.user.click(await screen.findByTestId('ops-route-confirm-ok'));

    await waitFor(() => expect(api.calls(ROUTES.opsUpstreamRoute)).toHaveLength(1));
    expect(api.calls(ROUTES.opsUpstreamRoute)[0]?.body).toEqual({
      brand: 'Sectigo',
      upstream: 'letsencrypt',
    });
  });

  it('names the upstream product of a product route to a CertCentral upstream, and only there', async () => {
    const api = upstreamsApi([builtin, letsencrypt, digicert]).answer(ROUTES.opsUpstreamRoute, {
      brand: 'DigiCert',
      product: 'rapidssl',
      upstream: 'digicert',
      upstreamProduct: 'ssl_basic',
    });
    const page = await open(api);

    // The table shows the stored upstream product, and "picked by brand" where the route names none.
    // The upstream's row names it with its route.
    expect((await screen.findByTestId('ops-upstream-row-digicert')).textContent).toContain(
      'DigiCert · rapidssl (ssl_plus)',
    );
    const routed = await screen.findByTestId('ops-route-row-DigiCert-rapidssl');
    expect(routed.textContent).toContain('ssl_plus');
    expect(screen.getByTestId('ops-route-row-Sectigo').textContent).toContain(
      text('opsUpstreams.route.pickedByBrand'),
    );
    const field = () => screen.getByTestId<HTMLInputElement>('ops-route-upstream-product');
    // A brand route, or a product route to an ACME upstream: nothing to name.
    await pick(page, 'ops-route-brand', 'Sectigo');
    await pick(page, 'ops-route-product', 'PositiveSSL (positivessl)');
    await pick(page, 'ops-route-upstream', 'letsencrypt');
    expect(field().disabled).toBe(true);

    await page.user.click(screen.getByTestId('ops-route-edit-DigiCert-rapidssl'));
    await waitFor(() => expect(field().value).toBe('ssl_plus'));
    expect(field().disabled).toBe(false);
    await page.user.clear(field());
    await page.user.type(field(), 'ssl_basic');
    await page.user.click(screen.getByTestId('ops-route-save'));
    await page.user.click(await screen.findByTestId('ops-route-confirm-ok'));

    await waitFor(() => expect(api.calls(ROUTES.opsUpstreamRoute)).toHaveLength(1));
    expect(api.calls(ROUTES.opsUpstreamRoute)[0]?.body).toEqual({
      brand: 'DigiCert',
      product: 'rapidssl',
      upstream: 'digicert',
      upstreamProduct: 'ssl_basic',
    });
    expect(
      await screen.findByText(
        text('opsUpstreams.route.savedAs', {
          what: 'DigiCert · rapidssl',
          upstream: 'digicert',
          upstreamProduct: 'ssl_basic',
        }),
      ),
    ).toBeTruthy();
  });

  it('refuses an upstream product id of the wrong form before it confirms anything', async () => {
    const page = await open(upstreamsApi([builtin, letsencrypt, digicert]));
    await page.user.click(await screen.findByTestId('ops-route-edit-DigiCert-rapidssl'));
    const field = screen.getByTestId<HTMLInputElement>('ops-route-upstream-product');
    await waitFor(() => expect(field.value).toBe('ssl_plus'));
    await page.user.clear(field);
    await page.user.type(field, 'SSL Plus');
    await page.user.click(screen.getByTestId('ops-route-save'));

    expect(await screen.findByText(text('opsUpstreams.validation.upstreamProduct'))).toBeTruthy();
    expect(screen.queryByTestId('ops-route-confirm-text')).toBeNull();
  });

  it('asks for a brand and an upstream before it confirms anything', async () => {
    const api = upstreamsApi();
    const page = await open(api);
    await screen.findByTestId('ops-upstream-row-builtin');

    await page.user.click(screen.getByTestId('ops-route-save'));

    expect(await screen.findByText(text('opsUpstreams.validation.brand'))).toBeTruthy();
    expect(screen.getByText(text('opsUpstreams.validation.upstream'))).toBeTruthy();
    expect(screen.queryByTestId('ops-route-confirm-text')).toBeNull();
  });
});
