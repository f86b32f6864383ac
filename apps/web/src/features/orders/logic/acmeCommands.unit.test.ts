import { describe, expect, it } from 'vitest';
import { acmeCommands } from './acmeCommands';

describe('acmeCommands', () => {
  it('builds certbot and lego lines with the EAB flags and every name', () => {
    const { certbot, lego } = acmeCommands({
      directoryUrl: 'https://portal.example.com/acme/directory',
      kid: 'eab_abc',
      hmacKey: 'Zm9v-YmFy_',
      domains: ['example.com', '*.example.com'],
      email: 'ops@example.org',
    });
    expect(certbot).toContain('--server https://portal.example.com/acme/directory');
    expect(certbot).toContain('--eab-kid eab_abc --eab-hmac-key Zm9v-YmFy_');
    expect(certbot).toContain("-d example.com -d '*.example.com'");
    expect(lego).toContain('--eab --kid eab_abc --hmac Zm9v-YmFy_');
    expect(lego).toContain("--domains example.com --domains '*.example.com' --http run");
  });

  it("puts the order's renewal e-mail into both lines, never the placeholder", () => {
    const { certbot, lego } = acmeCommands({
      directoryUrl: 'https://portal.example.com/acme/directory',
      kid: 'eab_abc',
      hmacKey: 'k',
      domains: ['example.com'],
      email: 'renew@customer.example',
    });
    expect(certbot).toContain('--email renew@customer.example');
    expect(lego).toContain('--email renew@customer.example');
    expect(`${certbot}\n${lego}`).not.toContain('you@example.com');
  });

  it('registers without a contact when the order has no renewal e-mail', () => {
    const { certbot, lego } = acmeCommands({
      directoryUrl: 'https://portal.example.com/acme/directory',
      kid: 'eab_abc',
      hmacKey: 'k',
      domains: ['example.com'],
      email: '',
    });
    expect(certbot).toContain('--register-unsafely-without-email');
    expect(certbot).not.toContain('--email');
    expect(lego).not.toContain('--email');
  });
});
