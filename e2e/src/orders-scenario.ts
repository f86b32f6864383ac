// The orders story: My Orders filtered by status and domain (the rows match the API's answer for the same
// filter), the CSV export of exactly those orders, a bulk submit of three paid orders with its progress, a note
// added and edited on the order detail, and a refund applied for after cancelling the order.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { O } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

interface OrderRow {
  id: number;
  commonName: string;
  status: number;
  paid: boolean;
}

interface OrderInfo {
  orderDetail: {
    id: number;
    status: number;
    paid: boolean;
    note: string;
    renewMode: string;
    renewEmail: string;
  };
}

/** The position of `waitCommit` in the status select (the contract's ORDER_TAGS: unauthz, waitCommit, …). */
const WAIT_COMMIT_INDEX = 1;

export function ordersScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e orders password 1';
  const mark = randomBytes(4).toString('hex');
  const domains = [1, 2, 3].map((n) => `ord${n}-${mark}.example.com`);
  // One more order of the same account that the domain filter must leave out.
  const decoy = `decoy-${randomBytes(4).toString('hex')}.example.net`;
  const filter = { tag: 'waitCommit', domain: mark };
  let ids: number[] = [];
  let decoyId = 0;
  const firstNote = `First note ${mark}`;
  const secondNote = `Edited note ${mark}: call the customer`;

  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund } = shopper(portal, page);

  /** The ids of the order rows the list shows, top to bottom. */
  const shownIds = async () =>
    (
      await page()
        .locator(`[data-testid^="${O.rowPrefix}"]`)
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''))
    ).map((testId) => Number(testId.slice(O.rowPrefix.length)));

  /** Polls until `check` holds (the list re-renders after its answer arrives). */
  const until = async (check: () => Promise<boolean>, what: () => Promise<string>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(await what());
      await page().waitForTimeout(100);
    }
  };

  const info = (id: number) => api<OrderInfo>(`order/info/${id}`);

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '300.00'),
    },
    {
      name: 'set up through the API: a contact, four RapidDV orders in one bulk create, three of them paid',
      run: async () => {
        const contact = await post<{ id: number }>('contact', {
          json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+1 555 0100' },
        });
        const made = await post<{ ids: number[] }>('orders/create', {
          form: {
            name: PRODUCT.shortName,
            validity: '12',
            authMethod: 'dns',
            domains: [...domains, decoy].join('\n'),
            contactID: String(contact.id),
          },
        });
        assert(made.ids.length === 4, `orders/create made ${JSON.stringify(made.ids)}`);
        ids = made.ids.slice(0, 3);
        decoyId = made.ids[3]!;
        const payment = await post<string>('orders/payment/create', { json: { ordersID: ids } });
        await post(`payment/submit/${payment}?channel=fund`, {});
        for (const id of ids) {
          const { orderDetail } = await info(id);
          assert(
            orderDetail.paid && orderDetail.status === 12,
            `order ${id}: ${JSON.stringify(orderDetail)}`,
          );
        }
        const profile = await api<{ funds: string }>('account/profile');
        const expected = (300 - 3 * PRODUCT.oneYear).toFixed(2);
        assert(profile.funds === expected, `the balance is ${profile.funds}, expected ${expected}`);
        return `contact ${contact.id}, paid orders ${ids.join(', ')}, unpaid decoy ${decoyId}, balance ${profile.funds}`;
      },
    },
    {
      name:
        'My Orders by a full page load: the list call starts while the page code is held back, skeleton rows ' +
        'while its answer is held, then the rows (issue 31)',
      run: async () => {
        const p = page();
        let releaseCode = () => {};
        const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
        let releaseList = () => {};
        const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
        let codeAsked = false;
        let listAsked = false;
        let listAskedWhileCodeHeld = false;
        let codeDone = false;
        // The page's chunk is held until the list call is asked (at most 30 s): a list call made only by the
        // page's code (a waterfall) comes after that timeout instead. Generous: a loaded CI host takes seconds
        // to start the app.
        const code = /\/assets\/OrdersPage-[^/]*\.js$/;
        const list = /\/api\/orders\?/;
        await p.route(code, async (route) => {
          codeAsked = true;
          await Promise.race([codeHeld, new Promise((resolve) => setTimeout(resolve, 30_000))]);
          await route.continue();
        });
        await p.route(list, async (route) => {
          if (!listAsked) listAskedWhileCodeHeld = !codeDone;
          listAsked = true;
          releaseCode();
          await listHeld;
          await route.continue();
        });
        const onFinished = (request: { url(): string }) => {
          if (code.test(request.url())) codeDone = true;
        };
        p.on('requestfinished', onFinished);
        try {
          await p.goto(`${portal.url}${O.path}`, { waitUntil: 'commit' });
          const deadline = Date.now() + 40_000;
          while (!listAsked) {
            assert(Date.now() < deadline, `no list call within 40 s (its code asked: ${codeAsked})`);
            await p.waitForTimeout(100);
          }
          assert(listAskedWhileCodeHeld, 'the list call waited for the page code (a waterfall)');
          // The answer is still held: the page's frame with skeleton rows in the table, no order row.
          // The page's code (antd's table and the rest) may take a loaded host many seconds to load and run.
          await byId(O.page).waitFor({ state: 'visible', timeout: 90_000 });
          await byId(O.page).getByTestId('table-skeleton').waitFor({ state: 'visible' });
          const rowsMeanwhile = await p.locator(`[data-testid^="${O.rowPrefix}"]`).count();
          assert(rowsMeanwhile === 0, `${rowsMeanwhile} rows before the list answered`);
          releaseList();
          for (const id of [...ids, decoyId]) await visible(O.row(id));
          const skeletons = await byId('table-skeleton').count();
          assert(skeletons === 0, 'the skeleton rows stayed after the rows came');
        } finally {
          releaseCode();
          releaseList();
          p.off('requestfinished', onFinished);
          await p.unroute(code);
          await p.unroute(list);
        }
        return 'list call asked while the page code was held; skeleton, then the rows';
      },
    },
    {
      name: 'My Orders: filter by status (waiting submit) and domain; the rows are the API answer for that filter',
      run: async () => {
        await page().goto(`${portal.url}${O.path}`);
        await visible(O.page);
        for (const id of [...ids, decoyId]) await visible(O.row(id));
        // The status select's options have no test ids: open it and pick by keyboard (first option active).
        await byId(O.filterTag).click();
        for (let i = 0; i < WAIT_COMMIT_INDEX; i += 1) await page().keyboard.press('ArrowDown');
        await page().keyboard.press('Enter');
        await byId(O.filterDomain).fill(filter.domain);
        const [request] = await Promise.all([
          page().waitForRequest((r) => {
            const url = new URL(r.url());
            return url.pathname === '/api/orders' && url.searchParams.get('domain') === filter.domain;
          }),
          byId(O.search).click(),
        ]);
        const sent = new URL(request.url()).searchParams;
        assert(sent.get('tag') === filter.tag, `the list asked for ${request.url()}`);
        const expected = await api<{ list: OrderRow[]; total: number }>(
          `orders?timeType=created&tag=${filter.tag}&domain=${filter.domain}`,
        );
        const expectedIds = expected.list.map((row) => row.id);
        assert(
          [...expectedIds].sort().join() === [...ids].sort().join(),
          `the API answers ${expectedIds.join(', ')}, expected ${ids.join(', ')}`,
        );
        await until(
          async () => (await shownIds()).join() === expectedIds.join(),
          async () => `the list shows ${(await shownIds()).join(', ')}, the API ${expectedIds.join(', ')}`,
        );
        return `the list asked tag=${sent.get('tag')}&domain=${sent.get('domain')}: rows ${expectedIds.join(', ')} (decoy ${decoyId} left out)`;
      },
    },
    {
      name: 'CSV Download gives a header line and exactly the filtered orders',
      run: async () => {
        const [download] = await Promise.all([page().waitForEvent('download'), byId(O.csv).click()]);
        const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
        const lines = text.trim().split(/\r?\n/);
        assert(lines[0]?.startsWith('orderID,'), `the CSV starts with "${lines[0]}"`);
        const csvIds = lines.slice(1).map((line) => Number(line.split(',')[0]));
        assert(
          [...csvIds].sort().join() === [...ids].sort().join(),
          `the CSV lists ${csvIds.join(', ')}, expected ${ids.join(', ')}`,
        );
        return `${download.suggestedFilename()}: ${lines[0]} + ${csvIds.length} rows (${csvIds.join(', ')})`;
      },
    },
    {
      name: 'select the three orders, Batch → Submit: the progress reaches 100 % and each result is ok',
      run: async () => {
        // The row checkboxes have no test ids of their own: the checkbox inside order-row-<id>.
        for (const id of ids) await byId(O.row(id)).getByRole('checkbox').check();
        await byId(O.batch).click();
        await byId(O.batchSubmit).click();
        const progress = byId(O.bulkProgress);
        await progress.waitFor({ state: 'visible' });
        assert((await progress.getAttribute('data-total')) === '3', 'the bulk submit is not for 3 orders');
        await until(
          async () => (await progress.getAttribute('data-done')) === '3',
          async () => `bulk submit progress: ${await progress.getAttribute('data-done')} of 3`,
        );
        const percent = await progress.getByRole('progressbar').getAttribute('aria-valuenow');
        assert(percent === '100', `the progress bar is at ${percent} %`);
        const states: string[] = [];
        for (const id of ids) {
          const state = await byId(O.bulkResult(id)).getAttribute('data-state');
          states.push(`${id} ${state}`);
          assert(state === 'ok', `bulk submit result of ${id}: ${state}`);
        }
        const submitted = await api<{ list: OrderRow[] }>('orders?tag=unauthz');
        for (const id of ids) {
          const row = submitted.list.find((o) => o.id === id);
          assert(row?.status === 0, `order ${id} is not status 0: ${JSON.stringify(row)}`);
        }
        return `${states.join(', ')}; orders?tag=unauthz has all three at status 0`;
      },
    },
    {
      name: 'order detail: add a note, then edit it',
      run: async () => {
        const id = ids[0]!;
        await page().goto(`${portal.url}${O.detailPath(id)}`);
        await visible(O.detail);
        await visible(O.noteInput);
        await byId(O.noteInput).fill(firstNote);
        await byId(O.noteSave).click();
        await until(
          async () => ((await byId(O.noteText).textContent()) ?? '').trim() === firstNote,
          async () => `the note reads "${await byId(O.noteText).textContent()}"`,
        );
        assert((await info(id)).orderDetail.note === firstNote, 'order/info has not the first note');
        // Saved, the note is shown once (as text, the field closed), then edited through Edit.
        assert((await byId(O.noteInput).count()) === 0, 'the saved note is shown twice (text and field)');
        await byId(O.noteEdit).click();
        await byId(O.noteInput).fill(secondNote);
        await byId(O.noteSave).click();
        await until(
          async () => ((await byId(O.noteText).textContent()) ?? '').trim() === secondNote,
          async () => `the note reads "${await byId(O.noteText).textContent()}"`,
        );
        const note = (await info(id)).orderDetail.note;
        assert(note === secondNote, `order/info note is "${note}"`);
        return `order ${id}: "${note}"`;
      },
    },
    {
      name: 'auto-renewal with the account address, then do-not-renew; the instruction panel names the next step',
      run: async () => {
        const id = ids[0]!;
        const key = await byId(O.instructions).getAttribute('data-key');
        assert(key === 'validate.dns', `the instruction panel shows "${key}" for a submitted DNS order`);
        await byId(O.autoRenew).click();
        await visible(O.autoRenewEmail);
        await byId(O.autoRenewEmail).click();
        await page().locator('.ant-select-item-option', { hasText: email }).first().click();
        await pressDialogOk(byId(O.autoRenewOk));
        await until(
          async () => ((await byId(O.renewMode).textContent()) ?? '').includes(email),
          async () => `the renewal row reads "${await byId(O.renewMode).textContent()}"`,
        );
        const auto = (await info(id)).orderDetail;
        assert(
          auto.renewMode === 'auto' && auto.renewEmail === email,
          `order/info: ${auto.renewMode} ${auto.renewEmail}`,
        );
        await byId(O.doNotRenew).click();
        await pressDialogOk(byId(O.doNotRenewOk));
        await until(
          async () => (await info(id)).orderDetail.renewMode === 'never',
          async () => `order/info renewMode is ${(await info(id)).orderDetail.renewMode}`,
        );
        return `order ${id}: auto-renewal to ${email}, then never`;
      },
    },
    {
      name: "expiry notices: the order's own days (a 0 refused on the field), then the account's again",
      run: async () => {
        const id = ids[0]!;
        type Notices = { days: number[] | null; effectiveDays: number[] };
        const notices = () => api<Notices>(`order/expiry_notices?orderID=${id}`);
        await visible(O.noticesCard);
        await byId(O.noticesOwn).click();
        await visible(O.noticeDays);
        // The field starts from the account's 30 and 7: add 0 (refused) and 45, then remove the 0.
        await byId(O.noticeDays).click();
        for (const days of ['0', '45']) {
          await page().keyboard.type(days);
          await page().keyboard.press('Enter');
        }
        await byId(O.noticesSave).click();
        const error = page().locator(`.ant-form-item-has-error [data-testid="${O.noticeDays}"]`);
        await error.waitFor({ state: 'visible' });
        assert((await notices()).days === null, 'a list with 0 was saved');
        await page()
          .locator(`[data-testid="${O.noticeDays}"] .ant-select-selection-item-remove`)
          .last()
          .click();
        await byId(O.noticesSave).click();
        await until(
          async () => JSON.stringify((await notices()).days) === '[45,30,7]',
          async () => `order/expiry_notices days: ${JSON.stringify((await notices()).days)}`,
        );
        await byId(O.noticesAccount).click();
        await byId(O.noticesSave).click();
        await until(
          async () => (await notices()).days === null,
          async () => `order/expiry_notices days: ${JSON.stringify((await notices()).days)}`,
        );
        return `order ${id}: own days 45, 30, 7, then the account's ${(await notices()).effectiveDays.join(', ')}`;
      },
    },
    {
      name: 'cancel the order, then apply for a refund: the order is waiting for the refund (status 10)',
      run: async () => {
        const id = ids[0]!;
        await byId(O.cancel).click();
        // The confirmation's OK button has no test id: the last button of the confirm dialog.
        const confirm = page().getByRole('dialog');
        await confirm.waitFor({ state: 'visible' });
        await pressDialogOk(confirm.getByRole('button').last());
        await until(
          async () => (await byId(O.status).getAttribute('data-status')) === '5',
          async () => `after cancel the status is ${await byId(O.status).getAttribute('data-status')}`,
        );
        await byId(O.refund).click();
        await visible(O.refundEmail);
        await byId(O.refundEmail).fill(email);
        await byId(O.refundPhone).fill('+1 555 0100');
        await byId(O.refundDesc).fill('Ordered the wrong product (e2e)');
        await pressDialogOk(byId(O.refundOk));
        // The application is sent only after its confirmation (what happens to the money).
        await pressDialogOk(byId(O.refundConfirmOk));
        await until(
          async () => (await byId(O.status).getAttribute('data-status')) === '10',
          async () => `after the refund the status is ${await byId(O.status).getAttribute('data-status')}`,
        );
        const { orderDetail } = await info(id);
        assert(orderDetail.status === 10, `order/info status ${orderDetail.status}`);
        return `order ${id}: cancelled (5), refund applied (status ${orderDetail.status})`;
      },
    },
  ];
}
