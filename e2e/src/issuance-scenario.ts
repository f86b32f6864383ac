// The issuance story: a paid RapidDV order (online CSR, DNS validation) whose TXT value is published in the
// suite's DNS server; "Submit validation" issues it on the built-in CA; then the certificate is downloaded from
// My certificates as an IIS PFX with a password and opened with openssl and keytool. Then a delivery token is made
// on the order detail page and used by curl, as a server would, and revoked in the browser. Then ACME: the order
// page makes EAB credentials (shown once, with the lego and certbot lines), Debian's lego obtains the order's
// certificate with them from the portal's /acme/directory, and revoking them on the page stops lego's renewal.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { A, C, D, O, P } from './selectors.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

interface AuthInfoItem {
  domain: string;
  authMethod: string;
  authPath: string;
  authValue: string;
}

const LEGO = '/usr/bin/lego';

/**
 * Runs lego without blocking this process: the suite's DNS server lives here and must answer the portal's CAA
 * look-ups while lego waits for the certificate.
 */
function runLego(args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(LEGO, args, { encoding: 'utf8', timeout: 180_000 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`lego ${args.at(-1)}: ${error.message}\n${stdout}${stderr}`))
        : resolve(stdout),
    ),
  );
}

/** Runs a tool; throws with its output when it exits non-zero. */
function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    throw new Error(
      `${tool} ${args.join(' ')} exited ${failed.status}: ${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    );
  }
}

export function issuanceScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  dns: DnsServer;
}): Step[] {
  const { portal, dns } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e issuance password 1';
  const pfxPassword = `Pfx-${randomBytes(4).toString('hex')}`;
  const domain = `issue-${randomBytes(3).toString('hex')}.example.com`;
  let orderId = 0;
  let sha1 = '';
  let token = '';
  let tokenId = 0;
  const acme = { kid: '', hmac: '', id: 0, dir: '' };
  const legoArgs = () => [
    '--server',
    `${portal.url}/acme/directory`,
    '--path',
    acme.dir,
    '--email',
    'ops@example.com',
    '--accept-tos',
    '--eab',
    '--kid',
    acme.kid,
    '--hmac',
    acme.hmac,
    '--domains',
    domain,
    // The name is validated for the order already (pre-authorized): lego solves no challenge.
    '--http',
    '--http.port',
    '127.0.0.1:1',
  ];

  const page = () => context.page();
  const { byId, visible, api, signUpAndFund, orderThroughWizard } = shopper(portal, page);

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '100.00'),
    },
    {
      name: 'buy RapidDV for 1 year through the wizard (online CSR, DNS) and pay by balance',
      run: async () => {
        orderId = await orderThroughWizard(domain);
        await byId(P.payBalance).click();
        await pressDialogOk(byId(P.payBalanceOk));
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        await visible(P.validation);
        const detail = await api<{ paid: boolean; status: number }>(`order/detail/${orderId}`);
        assert(detail.paid, `order ${orderId} is not paid`);
        return `order ${orderId} for ${domain}, status ${detail.status}`;
      },
    },
    {
      name: 'read the TXT value on the validation step and publish it in DNS',
      run: async () => {
        const row = byId(P.validationRow(domain));
        await row.waitFor({ state: 'visible' });
        const info = await api<AuthInfoItem[]>(`order/authInfo/${orderId}`);
        const item = info.find((i) => i.domain === domain);
        assert(item?.authMethod === 'dns', `authInfo: ${JSON.stringify(info)}`);
        assert(item.authPath === `_dnsauth.${domain}`, `the record name is ${item.authPath}`);
        const shown = (await row.textContent()) ?? '';
        assert(shown.includes(item.authValue), `the row shows "${shown}", not the value ${item.authValue}`);
        assert(
          shown.includes(item.authPath),
          `the row shows "${shown}", not the record name ${item.authPath}`,
        );
        dns.setRecords(item.authPath, { txt: [[item.authValue]] });
        return `TXT ${item.authPath} = ${item.authValue}`;
      },
    },
    {
      name: 'submit the validation: the built-in CA issues the certificate',
      run: async () => {
        await byId(P.validationSubmit).click();
        await visible(P.resultSuccess);
        const info = await api<{ orderDetail: { status: number; certEndTime: string } }>(
          `order/info/${orderId}`,
        );
        assert(info.orderDetail.status === 3, `order ${orderId}: status ${info.orderDetail.status}`);
        sha1 = (await api<{ sha1: string }>(`order/cert/${orderId}`, { csrf: true })).sha1;
        assert(/^[0-9a-f]{40}$/.test(sha1), `order/cert gave sha1 "${sha1}"`);
        return `issued, valid until ${info.orderDetail.certEndTime}, sha1 ${sha1}`;
      },
    },
    {
      name: 'download it from My certificates as an IIS PFX and open it with openssl and keytool',
      run: async () => {
        await page().goto(`${portal.url}${C.path}`);
        await visible(C.page);
        await visible(C.row(sha1));
        await byId(C.download(sha1)).click();
        await byId(C.downloadIis).click();
        await byId(C.password).fill(pfxPassword);
        await byId(C.passwordConfirm).fill(pfxPassword);
        const [download] = await Promise.all([
          page().waitForEvent('download'),
          pressDialogOk(byId(C.passwordOk)),
        ]);
        const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-pfx-'));
        try {
          const file = join(dir, 'certificate.pfx');
          await download.saveAs(file);
          run('openssl', ['pkcs12', '-info', '-noout', '-in', file, '-passin', `pass:${pfxPassword}`]);
          const list = run('keytool', [
            '-list',
            '-storetype',
            'PKCS12',
            '-keystore',
            file,
            '-storepass',
            pfxPassword,
          ]);
          assert(list.includes('PrivateKeyEntry'), `keytool -list printed: ${list}`);
          return `${download.suggestedFilename()}: openssl pkcs12 ok, keytool lists a PrivateKeyEntry`;
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
    {
      name: 'make a delivery token with the key right on the order detail: shown once, with its examples',
      run: async () => {
        await page().goto(`${portal.url}${O.detailPath(orderId)}`);
        await visible(D.card);
        await byId(D.create).click();
        await byId(D.name).fill('e2e web01');
        await byId(D.includeKey).check();
        await visible(D.includeKeyWarning);
        await pressDialogOk(byId(D.createOk));
        await visible(D.newToken);
        token = await byId(D.newToken).inputValue();
        assert(/^dt_[\w-]{43}$/.test(token), `the new token is "${token}"`);
        const tryIt = (await byId(D.exampleTry).textContent()) ?? '';
        assert(tryIt.includes(token), `the curl example does not hold the token: ${tryIt}`);
        assert(
          tryIt.includes(`${portal.url}/api/deliver/${orderId}/fullchain`),
          `the curl example: ${tryIt}`,
        );
        const cron = (await byId(D.exampleCron).textContent()) ?? '';
        assert(cron.includes('nginx -t && systemctl reload nginx'), `the cron example: ${cron}`);
        await byId(D.newClose).click();
        const listed = await api<{ list: { id: number; name: string; state: string }[] }>(
          `order/delivery_tokens?orderID=${orderId}`,
        );
        tokenId = listed.list[0]!.id;
        assert(listed.list[0]!.name === 'e2e web01', `listed: ${JSON.stringify(listed)}`);
        await visible(D.row(tokenId));
        const state = await byId(D.row(tokenId)).getByTestId(D.state).getAttribute('data-state');
        assert(state === 'active', `the row's state is ${state}`);
        assert(!JSON.stringify(listed).includes(token), 'the list answers the secret');
        return `token ${token.slice(0, 6)}… listed as active`;
      },
    },
    {
      name: 'a server fetches fullchain, key and pfx with curl and the token alone',
      run: async () => {
        const url = `${portal.url}/api/deliver/${orderId}`;
        const header = `Authorization: Bearer ${token}`;
        const current = await api<{ cert: string; key: string; sha1: string }>(`order/cert/${orderId}`, {
          csrf: true,
        });
        const fullchain = run('curl', ['-fsS', '-H', header, `${url}/fullchain`]);
        assert(fullchain.trim() === current.cert.trim(), `fullchain differs from order/cert: ${fullchain}`);
        const key = run('curl', ['-fsS', '-H', header, `${url}/key`]);
        assert(key.trim() === current.key.trim(), 'the key differs from order/cert');
        const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-deliver-'));
        try {
          const file = join(dir, 'site.pfx');
          run('curl', [
            '-fsS',
            '-H',
            header,
            '-H',
            `X-PFX-Password: ${pfxPassword}`,
            '-o',
            file,
            `${url}/pfx`,
          ]);
          run('openssl', ['pkcs12', '-info', '-noout', '-in', file, '-passin', `pass:${pfxPassword}`]);
          assert(readFileSync(file).length > 500, 'the PFX is too small');
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
        await page().reload();
        await visible(D.row(tokenId));
        const used = (await byId(D.row(tokenId)).getByTestId(D.lastUsed).textContent()) ?? '';
        assert(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/.test(used), `last used shows "${used}"`);
        return `fullchain and key equal order/cert (sha1 ${current.sha1}); the PFX opens; last used ${used}`;
      },
    },
    {
      name: 'revoke the token in the browser: curl is refused with 401',
      run: async () => {
        await byId(D.row(tokenId)).getByTestId(D.revoke).click();
        await pressDialogOk(byId(D.revokeOk));
        await page()
          .getByTestId(D.row(tokenId))
          .locator('[data-state="revoked"]')
          .waitFor({ state: 'visible', timeout: 10_000 });
        const status = run('curl', [
          '-sS',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          '-H',
          `Authorization: Bearer ${token}`,
          `${portal.url}/api/deliver/${orderId}/fullchain`,
        ]);
        assert(status === '401', `curl with the revoked token got ${status}`);
        return 'revoked; the next fetch answers 401';
      },
    },
    {
      name: 'ACME: create EAB credentials on the order page (shown once, with the lego and certbot lines)',
      run: async () => {
        await page().goto(`${portal.url}${O.detailPath(orderId)}`);
        await visible(A.card);
        assert(
          (await byId(A.directory).inputValue()) === `${portal.url}/acme/directory`,
          'the directory URL is not the portal’s',
        );
        await byId(A.create).click();
        await visible(A.createdKid);
        acme.kid = await byId(A.createdKid).inputValue();
        acme.hmac = await byId(A.createdHmac).inputValue();
        const legoLine = (await byId(A.lego).textContent()) ?? '';
        assert(legoLine.includes(`--kid ${acme.kid} --hmac ${acme.hmac}`), `the lego line: ${legoLine}`);
        assert(legoLine.includes(`--domains ${domain}`), `the lego line names not ${domain}: ${legoLine}`);
        assert(
          ((await byId(A.certbot).textContent()) ?? '').includes(`--eab-kid ${acme.kid}`),
          'certbot line',
        );
        await byId(A.createdClose).click();
        return `kid ${acme.kid}`;
      },
    },
    {
      name: 'ACME: lego obtains the order’s certificate with them; the page shows the credentials bound',
      run: async () => {
        if (!existsSync(LEGO)) {
          assert(!process.env.CI, `${LEGO} is missing (.ci/run installs it)`);
          return `skipped: ${LEGO} is not installed`;
        }
        acme.dir = mkdtempSync(join(tmpdir(), 'portal-e2e-lego-'));
        await runLego([...legoArgs(), 'run']);
        const leaf = run('openssl', [
          'x509',
          '-noout',
          '-serial',
          '-in',
          join(acme.dir, 'certificates', `${domain}.crt`),
        ]);
        const current = await api<{ cert: string }>(`order/cert/${orderId}`, { csrf: true });
        const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-cert-'));
        try {
          const file = join(dir, 'current.pem');
          writeFileSync(file, current.cert);
          const currentSerial = run('openssl', ['x509', '-noout', '-serial', '-in', file]);
          assert(
            leaf === currentSerial,
            `lego got ${leaf}, the order's current certificate is ${currentSerial}`,
          );
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
        await page().reload();
        await visible(A.card);
        const list = await api<{ list: { id: number; kid: string }[] }>(
          `order/acme_credentials?orderID=${orderId}`,
        );
        acme.id = list.list.find((c) => c.kid === acme.kid)?.id ?? 0;
        const row = byId(A.list);
        await row.getByText(/Bound/).waitFor({ state: 'visible' });
        return `lego's certificate is the order's current one (${leaf.trim()})`;
      },
    },
    {
      name: 'ACME: revoke them with the confirmation; lego can no longer renew',
      run: async () => {
        await byId(A.revoke(acme.id)).click();
        await pressDialogOk(byId(A.revokeOk));
        await byId(A.list)
          .getByText(/Revoked/)
          .waitFor({ state: 'visible' });
        if (!acme.dir) return 'revoked (lego not installed: no renewal tried)';
        let refused = '';
        try {
          await runLego([...legoArgs(), 'renew', '--days', '999', '--no-random-sleep']);
        } catch (error) {
          refused = (error as Error).message;
        }
        assert(refused.includes('revoked'), `lego renew after revocation: ${refused || 'it renewed'}`);
        rmSync(acme.dir, { recursive: true, force: true });
        return 'revoked; lego renew refused (unauthorized: the binding was revoked)';
      },
    },
  ];
}
