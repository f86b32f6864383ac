/** What the ACME section's command lines are made of: the directory, the new credentials, the order's names. */
export interface AcmeCommandInput {
  directoryUrl: string;
  kid: string;
  hmacKey: string;
  domains: string[];
  /** The order's renewal e-mail (order/info's renewEmail): the ACME account's contact; '' when it has none. */
  email: string;
}

/** A shell word: bare when safe, else in single quotes. */
const word = (value: string) =>
  /^[\w@%+=:,./*-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Ready-to-paste command lines for certbot and lego (docs/domain/acme-server.md). Wildcards are quoted so the
 * shell leaves them alone; pre-authorized names need no challenge, the authenticator covers the others.
 */
export function acmeCommands(input: AcmeCommandInput): { certbot: string; lego: string } {
  const domains = input.domains.map((d) => (d.startsWith('*') ? `'${d}'` : word(d)));
  const email = input.email.trim();
  // Without an address certbot must be told so explicitly; lego simply registers without a contact.
  const certbotEmail = email ? `--email ${word(email)}` : '--register-unsafely-without-email';
  const legoEmail = email ? ` --email ${word(email)}` : '';
  const certbot = [
    `certbot certonly --server ${word(input.directoryUrl)}`,
    `  --eab-kid ${word(input.kid)} --eab-hmac-key ${word(input.hmacKey)}`,
    `  --agree-tos --no-eff-email ${certbotEmail}`,
    `  --webroot -w /var/www/html ${domains.map((d) => `-d ${d}`).join(' ')}`,
  ].join(' \\\n');
  const lego = [
    `lego --server ${word(input.directoryUrl)} --accept-tos${legoEmail}`,
    `  --eab --kid ${word(input.kid)} --hmac ${word(input.hmacKey)}`,
    `  ${domains.map((d) => `--domains ${d}`).join(' ')} --http run`,
  ].join(' \\\n');
  return { certbot, lego };
}
