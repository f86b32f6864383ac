/**
 * The ready-to-paste examples shown with a new delivery token (docs/domain/delivery.md has the same ones): a
 * first curl call, the token kept in a header file only root reads, a cron line that fetches daily and reloads
 * nginx only when the files changed, and a deploy hook script doing the same with a way back.
 */
export interface DeliveryExampleInput {
  /** `{PUBLIC_URL}/api/deliver/{orderID}` as the server answers it. */
  url: string;
  orderID: number;
  token: string;
  /** The token has the private-key right: the examples fetch key.pem too. */
  includeKey: boolean;
}

export interface DeliveryExamples {
  tryIt: string;
  headerFile: string;
  cron: string;
  hook: string;
}

/** Where the examples keep their files (nginx's own directory: the web server reads them there). */
const TLS_DIR = '/etc/nginx/tls';

/** A word for the shell, in single quotes (a token or URL never holds one, but the quoting stays right). */
const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function deliveryExamples(input: DeliveryExampleInput): DeliveryExamples {
  const { url, orderID, token, includeKey } = input;
  const headerFile = `/etc/portal-delivery/order-${orderID}.header`;
  const dir = `${TLS_DIR}/order-${orderID}`;
  const fetch = (format: string, target: string) =>
    `curl -fsS -H @${headerFile} -o ${target} ${quote(`${url}/${format}`)}`;

  const tryIt = `curl -fsS -H ${quote(`Authorization: Bearer ${token}`)} ${quote(`${url}/fullchain`)}`;

  const header = [
    `install -d -m 700 /etc/portal-delivery ${dir}`,
    `(umask 077 && printf 'Authorization: Bearer %s\\n' ${quote(token)} > ${headerFile})`,
  ].join('\n');

  // One cron line: a file is replaced (and nginx reloaded) only when what the portal answers differs (cmp).
  const files = includeKey ? ['fullchain', 'key'] : ['fullchain'];
  const fetchAll = files.map((f) => fetch(f, `${f}.new`)).join(' && ');
  const same = files.map((f) => `cmp -s ${f}.new ${f}.pem`).join(' && ');
  const remove = files.map((f) => `${f}.new`).join(' ');
  const move = files.map((f) => `mv ${f}.new ${f}.pem`).join(' && ');
  const cron =
    `17 4 * * * root cd ${dir} && umask 077 && ${fetchAll} && ` +
    `if ${same}; then rm -f ${remove}; else ${move} && nginx -t && systemctl reload nginx; fi`;

  const hook = [
    '#!/bin/sh',
    `# /usr/local/sbin/portal-deliver-${orderID}: installs the current certificate of order ${orderID}`,
    '# and reloads nginx when it changed; a configuration nginx refuses is rolled back.',
    'set -eu',
    `URL=${quote(url)}`,
    `HEADER=${headerFile}`,
    `DIR=${dir}`,
    `FILES="${files.join(' ')}"`,
    'umask 077',
    'cd "$DIR"',
    'changed=0',
    'for f in $FILES; do',
    '  curl -fsS -H "@$HEADER" -o "$f.new" "$URL/$f"',
    '  if ! cmp -s "$f.new" "$f.pem"; then changed=1; fi',
    'done',
    'if [ "$changed" = 0 ]; then',
    '  for f in $FILES; do rm -f "$f.new"; done',
    '  exit 0',
    'fi',
    'for f in $FILES; do',
    '  if [ -f "$f.pem" ]; then cp -p "$f.pem" "$f.old"; fi',
    '  mv "$f.new" "$f.pem"',
    'done',
    'if nginx -t; then',
    '  systemctl reload nginx',
    'else',
    '  for f in $FILES; do if [ -f "$f.old" ]; then mv "$f.old" "$f.pem"; fi; done',
    '  echo "nginx refused the new certificate; the previous one is back" >&2',
    '  exit 1',
    'fi',
    '',
  ].join('\n');

  return { tryIt, headerFile: header, cron, hook };
}
