// The bank-transfer story: the operator sets transfer instructions with the command line while the portal runs;
// a customer whose balance is not enough follows the link of that message from buy-details to Add funds, creates
// a bank transfer there and sees its reference, amount and instructions; the operator books the arrived money
// with `portal payment:offline` by that reference, and the balance shows it.
import type { Page } from 'playwright-core';
import { sleep, type Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { F as O } from './selectors.js';
import { assert, shopper } from './wizard.js';

interface OfflineFunds {
  enabled: boolean;
  instructions: string | null;
  pending: { paymentID: string; reference: string; charge: string }[];
}

export function offlineFundsScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e offline password 1';
  const page = () => context.page();
  const { byId, visible, api, ordersThroughApi, signUp } = shopper(portal, page);
  // Unique per run: a PostgreSQL database shared with other runs may hold another run's instructions.
  const mark = `E2E-${Date.now().toString(36)}`;
  const instructions = `Bank: Example Bank London\nIBAN: GB33 BUKB 2020 1555 5555 55\nAccount name: ${mark}`;
  let reference = '';
  let paymentId = '';

  return [
    {
      name: 'register and log in',
      run: () => signUp(email, password),
    },
    {
      name: 'the operator sets bank-transfer instructions with portal settings:offline; payments/offline shows them (waits up to 3 s)',
      run: async () => {
        const output = await portal.cli(['settings:offline', '--text', instructions]);
        assert(output.includes('set the offline instructions for en-US'), `settings:offline said: ${output}`);
        const started = Date.now();
        let seen: OfflineFunds | undefined;
        while (Date.now() - started < 3000) {
          seen = await api<OfflineFunds>('payments/offline');
          if (seen.instructions === instructions) break;
          await sleep(100);
        }
        assert(
          seen?.enabled && seen.instructions === instructions,
          `payments/offline: ${JSON.stringify(seen)}`,
        );
        return `seen after ${Date.now() - started} ms`;
      },
    },
    {
      name: 'buy-details: paying by balance with $0.00 says the balance is not enough (balance, shortfall) before any confirmation, with a link to Add funds',
      run: async () => {
        const [orderId] = await ordersThroughApi([`offline-${mark.toLowerCase()}.example.com`]);
        await page().goto(`${portal.url}${O.buyDetailsPath(orderId!)}`);
        await visible(O.buyDetails);
        await byId(O.payBalance).click();
        // No "Pay $… from your account balance?" that would then fail: the shortfall is said at once.
        await visible(O.payError);
        assert(
          (await byId(O.payBalanceOk).count()) === 0,
          'the balance confirmation opened although the balance is $0.00',
        );
        const text = (await byId(O.payError).textContent()) ?? '';
        assert(
          text.includes('not enough') && text.includes('$0.00') && /short/.test(text),
          `the payment error says "${text}"`,
        );
        await byId(O.buyAddFunds).click();
        await page().waitForURL((url) => url.pathname === O.addFundsPath);
        await visible(O.addFunds);
        return `order ${orderId}: "${text.trim()}" → Add funds`;
      },
    },
    {
      name: 'Add funds: a bank transfer of $250.00 shows its reference, the amount and the instructions',
      run: async () => {
        await visible(O.offline);
        await byId(O.amount).fill('250.00');
        await byId(O.create).click();
        await visible(O.reference);
        reference = ((await byId(O.reference).textContent()) ?? '').trim();
        assert(/^TOPUP-\d+$/.test(reference), `the reference is "${reference}"`);
        paymentId = reference.slice('TOPUP-'.length);
        const amount = (await byId(O.transferAmount).textContent()) ?? '';
        assert(amount.includes('250.00'), `the amount is "${amount}"`);
        const shown = (await byId(O.instructions).textContent()) ?? '';
        assert(shown.includes(mark) && shown.includes('IBAN: GB33'), `the instructions are "${shown}"`);
        await visible(O.pendingRow(paymentId));
        const { pending } = await api<OfflineFunds>('payments/offline');
        assert(
          pending.length === 1 && pending[0]!.reference === reference && pending[0]!.charge === '250.00',
          `pending: ${JSON.stringify(pending)}`,
        );
        return `${reference}, 250.00 USD`;
      },
    },
    {
      name: 'the operator books it with portal payment:offline by the reference; the balance shows $250.00',
      run: async () => {
        const output = await portal.cli([
          'payment:offline',
          '--payment',
          reference,
          '--reference',
          `bank statement line ${reference}`,
        ]);
        assert(output.includes('250.00 USD credited; balance 250.00 USD'), `payment:offline said: ${output}`);
        // Booked once: a second run changes nothing.
        const again = await portal.cli(['payment:offline', '--payment', reference, '--reference', 'again']);
        assert(again.includes('is paid already'), `the second payment:offline said: ${again}`);
        await page().reload();
        await visible(O.addFunds);
        await visible(O.offline);
        await page().waitForFunction(
          ([id, want]) =>
            (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').includes(want!),
          [O.balanceAmount, '250.00'],
        );
        assert((await byId(O.pending).count()) === 0, 'the transfer is still listed as waiting');
        const profile = await api<{ funds: string }>('account/profile');
        assert(profile.funds === '250.00', `account/profile funds ${profile.funds}`);
        return `balance ${profile.funds}`;
      },
    },
    {
      name: 'the operator clears the instructions: Add funds no longer offers a bank transfer',
      run: async () => {
        const output = await portal.cli(['settings:offline', '--clear']);
        assert(
          output.includes('cleared the offline instructions'),
          `settings:offline --clear said: ${output}`,
        );
        const started = Date.now();
        while (Date.now() - started < 3000 && (await api<OfflineFunds>('payments/offline')).enabled)
          await sleep(100);
        const goneAfter = Date.now() - started;
        await page().reload();
        await visible(O.addFunds);
        await visible(O.amount);
        assert((await byId(O.offline).count()) === 0, 'the bank transfer is still offered');
        return `gone from payments/offline after ${goneAfter} ms`;
      },
    },
  ];
}
