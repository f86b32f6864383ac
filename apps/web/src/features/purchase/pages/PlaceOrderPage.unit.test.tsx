// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text, type RenderedPage } from '../../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

type EventInfo = AnswerOf<typeof ROUTES.eventInfo>;
type CsrAnswer = AnswerOf<typeof ROUTES.csrInfoSave>;

const product: NonNullable<EventInfo['product']> = {
  shortName: 'positivessl',
  name: 'PositiveSSL',
  brand: 'Sectigo',
  productType: 'SSL',
  auditType: 'DV',
  domainType: 0,
  productTag: null,
  wholesaleCount: 0,
  maxNames: 1,
  supportFreeTrial: false,
  validities: [12, 24],
};
/** A purchase just started from the product list: nothing saved yet. */
const started: EventInfo = { email: 'owner@example.com', product, ContactInfo: null, CSRInfo: null };

const price: AnswerOf<typeof ROUTES.productPrice> = {
  name: 'PositiveSSL',
  shortName: 'positivessl',
  brand: 'Sectigo',
  validitionType: 'DV',
  productType: 'SSL',
  domainType: 0,
  validity: 12,
  supportFreeTrial: false,
  warranty: 10000,
  currency: 'USD',
  uint: '$',
  price: 49,
  originalPrice: 49,
  savePrice: 0,
  discount: 0,
  totalAmount: 49,
  attachCommonPrice: 0,
  coupons: [],
};

const csrSaved: CsrAnswer = {
  authMethods: ['dns', 'http'],
  verifyEmail: '',
  download: false,
  keyKept: false,
  keyDownloaded: false,
  commonName: 'shop.example.com',
  dnsNames: ['shop.example.com'],
};

function wizardApi() {
  return createFakeApi()
    .answer(ROUTES.eventInfo, started)
    .answer(ROUTES.productPrice, price)
    .answer(ROUTES.accountContactInfo, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      telephone: '+44 20 7946 0000',
    })
    .answer(ROUTES.contacts, { list: [], total: 0 });
}

const open = (api: ReturnType<typeof wizardApi>) =>
  renderPage(<PlaceOrderPage />, { url: '/admin/order/place', api, profile: profileOf('main') });

async function passContact(page: RenderedPage) {
  await page.user.click(await screen.findByTestId('wizard-contact-next'));
  return screen.findByTestId('wizard-csr-domains');
}

describe('purchase wizard, order step', () => {
  it('prefills the contact from the account and saves it before the CSR step', async () => {
    const api = wizardApi().answer(ROUTES.eventContactSave, true);
    const page = await open(api);

    expect((await screen.findByTestId<HTMLInputElement>('wizard-contact-firstName')).value).toBe('Ada');
    await screen.findByTestId('wizard-price');
    await passContact(page);

    const [call] = api.calls(ROUTES.eventContactSave);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' });
  });

  it('shows the server’s field error on the contact field and stays on the step', async () => {
    const api = wizardApi().fail(ROUTES.eventContactSave, {
      code: 'invalidParams',
      errors: [{ field: 'telephone', message: 'validation.telephoneInvalid' }],
    });
    const page = await open(api);

    await page.user.click(await screen.findByTestId('wizard-contact-next'));

    expect(await screen.findByText(text('validation.telephoneInvalid'))).toBeTruthy();
    expect(screen.queryByTestId('wizard-csr-domains')).toBeNull();
  });

  it('sends an online CSR, offers only the answer’s validation methods and creates the order', async () => {
    const api = wizardApi()
      .answer(ROUTES.eventContactSave, true)
      .answer(ROUTES.csrInfoSave, csrSaved)
      .answer(ROUTES.orderCreate, { id: 41, authMethod: 'dns' });
    const page = await open(api);

    await page.user.type(await passContact(page), 'shop.example.com');
    await page.user.click(screen.getByTestId('wizard-csr-next'));

    expect(await screen.findByTestId('wizard-dcv-dns')).toBeTruthy();
    expect(screen.getByTestId('wizard-dcv-http')).toBeTruthy();
    expect(screen.queryByTestId('wizard-dcv-email')).toBeNull();
    expect(api.calls(ROUTES.csrInfoSave)[0]?.body).toEqual({
      csrFrom: 'online',
      domains: 'shop.example.com',
      keyAlgorithm: 'RSA2048',
    });

    await page.user.click(screen.getByTestId('wizard-dcv-dns'));
    await page.user.click(screen.getByTestId('wizard-dcv-next'));

    await waitFor(() => expect(page.location()).toBe('/admin/order/buy-details?orderID=41'));
    // The order card's term: the longest offered unless one was chosen.
    expect(api.calls(ROUTES.orderCreate)[0]?.body).toEqual({
      authMethod: 'dns',
      validity: 24,
      currency: 'USD',
    });
  });

  it('puts the server’s domain refusal (1019) on the domains field', async () => {
    const api = wizardApi().answer(ROUTES.eventContactSave, true).fail(ROUTES.csrInfoSave, 'domainInvalid');
    const page = await open(api);

    await page.user.type(await passContact(page), 'localhost');
    await page.user.click(screen.getByTestId('wizard-csr-next'));

    const refusal = await screen.findByText(serverText('errors.domainInvalid'));
    const field = screen.getByTestId('wizard-csr-domains').closest('.ant-form-item');
    expect(field?.contains(refusal)).toBe(true);
    expect(screen.queryByTestId('wizard-dcv-dns')).toBeNull();
  });

  it('says what e-mail validation means when it is chosen', async () => {
    const api = wizardApi()
      .answer(ROUTES.eventContactSave, true)
      .answer(ROUTES.csrInfoSave, { ...csrSaved, authMethods: ['dns', 'http', 'email'] });
    const page = await open(api);

    await page.user.type(await passContact(page), 'shop.example.com');
    await page.user.click(screen.getByTestId('wizard-csr-next'));
    expect(screen.queryByTestId('wizard-dcv-email-notice')).toBeNull();
    await page.user.click(await screen.findByTestId('wizard-dcv-email'));

    expect(await screen.findByTestId('wizard-dcv-email-notice')).toBeTruthy();
    expect(api.calls(ROUTES.orderCreate)).toEqual([]);
  });
});
