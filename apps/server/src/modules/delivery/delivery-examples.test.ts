// The ready-to-paste examples of docs/domain/delivery.md and the order page (contract deliveryExamples), run for
// real: the header file, the cron line and the deploy hook with curl against a listening portal, nginx and
// systemctl replaced by stubs that note what they were asked. A reissue is installed and reloaded once; an
// unchanged certificate reloads nothing; a configuration nginx refuses is rolled back.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deliveryExamples, type AuthInfoItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { okMsg } from '../../test/purchase.js';

const run = promisify(execFile);
const hasCurl = existsSync('/usr/bin/curl') || existsSync('/bin/curl');

let peers: DcvTestContext;
let dir: string;
let port: number;

beforeAll(async () => {
  peers = await startDcvTestContext();
  await peers.ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = peers.ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  dir = mkdtempSync(join(tmpdir(), 'portal-delivery-'));
}, 60_000);
afterAll(async () => {
  await peers?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasCurl)('the delivery examples, run with curl', () => {
  it('install the certificate and key, reload nginx only on a change, and roll back what nginx refuses', async () => {
    const { ctx, dns } = peers;
    const { client, id, info } = await submittedOrder(ctx, { domains: 'hook.delivery-test.com' });
    for (const item of info as AuthInfoItem[]) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
    okMsg(await client.get(`/api/order/authz/${id}`));
    const made = okMsg<{ token: string }>(
      await client.post('/api/order/delivery_token', {
        json: { orderID: id, name: 'hook', includeKey: true },
      }),
    );
    const examples = deliveryExamples({
      url: `http://127.0.0.1:${port}/api/deliver/${id}`,
      orderID: id,
      token: made.token,
      includeKey: true,
    });
    // The examples' system paths moved into the test's directory.
    const local = (script: string) =>
      script
        .replaceAll('/etc/portal-delivery', join(dir, 'portal-delivery'))
        .replaceAll('/etc/nginx/tls', join(dir, 'tls'));
    const tls = join(dir, 'tls', `order-${id}`);
    const calls = join(dir, 'calls.log');
    const bin = join(dir, 'bin');
    await run('mkdir', ['-p', bin]);
    writeFileSync(
      join(bin, 'nginx'),
      `#!/bin/sh\necho "nginx $*" >> ${calls}\n[ "\${NGINX_REFUSES:-0}" = 0 ]\n`,
    );
    writeFileSync(join(bin, 'systemctl'), `#!/bin/sh\necho "systemctl $*" >> ${calls}\n`);
    chmodSync(join(bin, 'nginx'), 0o755);
    chmodSync(join(bin, 'systemctl'), 0o755);
    const shell = (script: string, env: Record<string, string> = {}) =>
      run('sh', ['-c', local(script)], {
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env },
      });
    const logged = () => (existsSync(calls) ? readFileSync(calls, 'utf8') : '');
    const current = async () =>
      okMsg<{ cert: string; key: string }>(await client.get(`/api/order/cert/${id}`));

    await shell(examples.headerFile);
    const header = readFileSync(join(dir, 'portal-delivery', `order-${id}.header`), 'utf8');
    expect(header).toBe(`Authorization: Bearer ${made.token}\n`);

    // The hook: the first run installs and reloads; a second one finds nothing new.
    const hook = join(dir, 'hook.sh');
    writeFileSync(hook, local(examples.hook));
    await run('sh', [hook], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
    const first = await current();
    expect(readFileSync(join(tls, 'fullchain.pem'), 'utf8').trim()).toBe(first.cert.trim());
    expect(readFileSync(join(tls, 'key.pem'), 'utf8').trim()).toBe(first.key.trim());
    expect(logged()).toBe('nginx -t\nsystemctl reload nginx\n');
    await run('sh', [hook], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
    expect(logged()).toBe('nginx -t\nsystemctl reload nginx\n');

    // The cron line (without its schedule and user): unchanged, nothing happens.
    const cronCommand = examples.cron.replace(/^(\S+\s+){6}/, '');
    await shell(cronCommand);
    expect(logged()).toBe('nginx -t\nsystemctl reload nginx\n');

    // A reissue with a new key: the cron line installs both files and reloads once.
    okMsg(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: 'hook.delivery-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    const second = await current();
    await shell(cronCommand);
    expect(readFileSync(join(tls, 'fullchain.pem'), 'utf8').trim()).toBe(second.cert.trim());
    expect(readFileSync(join(tls, 'key.pem'), 'utf8').trim()).toBe(second.key.trim());
    expect(logged()).toBe('nginx -t\nsystemctl reload nginx\n'.repeat(2));

    // Another reissue, and nginx refuses the new files: the hook puts the previous ones back and fails.
    okMsg(await client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } }));
    await expect(
      run('sh', [hook], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, NGINX_REFUSES: '1' } }),
    ).rejects.toThrow(/nginx refused the new certificate/);
    expect(readFileSync(join(tls, 'fullchain.pem'), 'utf8').trim()).toBe(second.cert.trim());
    expect(logged()).toBe(`${'nginx -t\nsystemctl reload nginx\n'.repeat(2)}nginx -t\n`);
  });
});
