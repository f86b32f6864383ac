import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryExamples } from './delivery-examples.js';

const input = {
  url: 'https://portal.example.com/api/deliver/42',
  orderID: 42,
  token: `dt_${'a'.repeat(43)}`,
  includeKey: true,
};

describe('delivery examples', () => {
  it('try it: one curl call with the token as bearer', () => {
    expect(deliveryExamples(input).tryIt).toBe(
      `curl -fsS -H 'Authorization: Bearer ${input.token}' 'https://portal.example.com/api/deliver/42/fullchain'`,
    );
  });

  it('keeps the token in a root-only header file; the cron line and the hook read it from there', () => {
    const examples = deliveryExamples(input);
    expect(examples.headerFile).toContain('umask 077');
    expect(examples.headerFile).toContain('/etc/portal-delivery/order-42.header');
    expect(examples.cron).not.toContain(input.token);
    expect(examples.hook).not.toContain(input.token);
    expect(examples.cron).toContain('-H @/etc/portal-delivery/order-42.header');
  });

  it('cron: one line, fetches fullchain and key, replaces and reloads nginx only when cmp sees a change', () => {
    const { cron } = deliveryExamples(input);
    expect(cron).not.toContain('\n');
    expect(cron).not.toContain('%'); // cron turns % into a new line
    expect(cron).toMatch(/^17 4 \* \* \* root /);
    expect(cron).toContain("-o fullchain.new 'https://portal.example.com/api/deliver/42/fullchain'");
    expect(cron).toContain("-o key.new 'https://portal.example.com/api/deliver/42/key'");
    expect(cron).toContain('if cmp -s fullchain.new fullchain.pem && cmp -s key.new key.pem; then');
    expect(cron).toContain('nginx -t && systemctl reload nginx; fi');
  });

  it('without the key right the examples fetch the certificate only', () => {
    const { cron, hook } = deliveryExamples({ ...input, includeKey: false });
    expect(cron).not.toContain('key.new');
    expect(hook).toContain('FILES="fullchain"');
  });
});

describe('docs/domain/delivery.md', () => {
  it('prints the examples the page shows, for its order 42', () => {
    const doc = readFileSync(new URL('../../../docs/domain/delivery.md', import.meta.url), 'utf8');
    const examples = deliveryExamples({
      url: 'https://portal.example.com/api/deliver/42',
      orderID: 42,
      token: 'dt_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
      includeKey: true,
    });
    for (const [name, text] of Object.entries(examples)) expect(doc, name).toContain(text.trimEnd());
  });
});
