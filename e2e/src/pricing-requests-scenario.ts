// The pricing requests story (issue 15): the price match form in English, simplified and traditional Chinese (every
// text translated, the spec's messages on an empty submit), a price match sent with brand, certificate and validity
// picked from the lists (confirmation mail in the outbox, the request in `portal requests:list`), then the switch
// and match guarantee with a real PNG receipt chosen in the upload.
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { waitForMail } from './mail.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

const R = {
  priceMatchPage: 'pricing-priceMatchRequest-page',
  guaranteePage: 'pricing-guarantee-page',
  field: (name: string) => `pricing-${name}`,
  brandOption: (brand: string) => `pricing-brand-option-${brand}`,
  productOption: (shortName: string) => `pricing-product-option-${shortName}`,
  validityOption: (months: number) => `pricing-validity-option-${months}`,
  guaranteeForm: 'pricing-form-guarantee',
  submit: 'pricing-submit',
};

/** What the page must say in each language, and the message of the empty link field. */
const LANGUAGES = [
  { lang: 'en', html: 'en-US', title: 'Price match request', linkMessage: 'Please enter the link' },
  { lang: 'zh-cn', html: 'zh-CN', title: '价格匹配申请', linkMessage: '请输入链接' },
  { lang: 'zh-tw', html: 'zh-TW', title: '價格匹配申請', linkMessage: '請輸入連結' },
] as const;

/** A real 2×2 PNG (signature, IHDR, IDAT, IEND with their CRCs), made here rather than shipped. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pricingRequestsScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
}): Step[] {
  const { portal } = context;
  const email = uniqueEmail(`${context.label}-pricing`);
  const page = () => context.page();
  const { byId, visible, api, signUp } = shopper(portal, page);

  const setLanguage = async (lang: string) => {
    const cookies = await page().context().cookies(portal.url);
    const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const answer = await page().request.put(`${portal.url}/api/i18n/language`, {
      headers: { 'x-csrf-token': csrf },
      data: { lang },
    });
    assert(answer.ok(), `language ${lang}: ${answer.status()}`);
  };

  /** A toast's text once it shows. */
  const toastText = async () => {
    const toast = page().locator('.ant-message-notice, .light-toast__item').last();
    await toast.waitFor({ state: 'visible' });
    return (await toast.textContent()) ?? '';
  };

  return [
    {
      name: 'pricing: the price match form in en-US, zh-CN and zh-TW, translated, with the spec’s messages',
      run: async () => {
        await signUp(email, 'E2e pricing password 1');
        const seen: string[] = [];
        for (const { lang, html, title, linkMessage } of LANGUAGES) {
          await setLanguage(lang);
          await page().goto(`${portal.url}/admin/price/feedback`);
          await page().waitForFunction((want) => document.documentElement.lang === want, html);
          await visible(R.priceMatchPage);
          const heading = (await byId(R.priceMatchPage).locator('h1').textContent()) ?? '';
          assert(heading === title, `${lang}: the title is "${heading}"`);
          // The account's address is filled in; the other required fields say what is missing.
          await page().waitForFunction(
            (id) =>
              (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value !== '',
            R.field('email'),
          );
          await byId(R.submit).click();
          await page().getByText(linkMessage, { exact: true }).waitFor({ state: 'visible' });
          const errors = await page().locator('.ant-form-item-explain-error').allTextContents();
          assert(errors.length === 3, `${lang}: ${errors.length} messages: ${errors.join(' | ')}`);
          // A text without its translation shows its key (e.g. "pricingRequests.fields.url").
          const text = (await page().locator('body').textContent()) ?? '';
          const missing = text.match(/\b(pricingRequests|web|validation)\.[\w.]+/g);
          assert(!missing, `${lang}: missing texts ${missing?.join(', ')}`);
          seen.push(`${lang}: ${errors[0]}`);
        }
        await setLanguage('en');
        return seen.join('; ');
      },
    },
    {
      name: 'pricing: a price match request is sent, confirmed by mail and waits in requests:list',
      run: async () => {
        const select = await api<{ brands: string[]; products: Record<string, { shortName: string }[]> }>(
          'products/select',
        );
        const brand = select.brands[0]!;
        const product = select.products[brand]![0]!.shortName;
        await page().goto(`${portal.url}/admin/price/feedback`);
        await visible(R.priceMatchPage);
        await byId(R.field('url')).fill('https://other-seller.example/offer');
        await byId(R.field('brand')).click();
        await byId(R.brandOption(brand)).click();
        await byId(R.field('product')).click();
        await byId(R.productOption(product)).click();
        await byId(R.field('validity')).click();
        await byId(R.validityOption(24)).click();
        await byId(R.field('comments')).fill('Seen for less elsewhere');
        await byId(R.submit).click();
        const said = await toastText();
        assert(said.includes('Your request was sent'), `the toast says "${said}"`);
        const { mail } = await waitForMail(portal.dataDir, {
          to: email,
          pattern: /we received your request \(number (\d+), Price match request\)/,
          seen: [],
        });
        const listed = await portal.cli(['requests:list', '--size', '5']);
        assert(listed.includes(`from ${email}`), `requests:list said: ${listed}`);
        return mail.subject;
      },
    },
    {
      name: 'pricing: the switch and match guarantee takes a real PNG receipt',
      run: async () => {
        await page().goto(`${portal.url}/admin/price/guarantee`);
        await visible(R.guaranteePage);
        await byId(R.field('name')).fill('Ada Lovelace');
        await byId(R.guaranteeForm).locator('input[type="file"]').setInputFiles({
          name: 'receipt.png',
          mimeType: 'image/png',
          buffer: png(),
        });
        await byId(R.submit).click();
        const said = await toastText();
        assert(said.includes('Your request was sent'), `the toast says "${said}"`);
        const listed = await portal.cli(['requests:list', '--size', '5']);
        assert(/receipt: image\/png, \d+ bytes/.test(listed), `requests:list said: ${listed}`);
        await waitForMail(portal.dataDir, {
          to: email,
          pattern: /Switch and match guarantee/,
          seen: [],
        });
      },
    },
  ];
}
