import type { StorefrontTexts } from '@portal/i18n';

const ROOT_FILE_NAME = 'certificate-portal-root.pem';

const SNIPPETS = {
  nginx: `ssl_certificate     /etc/ssl/example.com.pem;   # certificate + chain
ssl_certificate_key /etc/ssl/example.com.key;`,
  apache: `SSLCertificateFile    /etc/ssl/example.com.pem
SSLCertificateKeyFile /etc/ssl/example.com.key`,
  haproxy: `# example.com.pem: certificate, chain and private key
bind :443 ssl crt /etc/haproxy/certs/example.com.pem`,
  iis: `Import-PfxCertificate -FilePath C:\\certs\\example.com.pfx \`
  -CertStoreLocation Cert:\\LocalMachine\\My -Password (Read-Host -AsSecureString)`,
  tomcat: `<SSLHostConfig>
  <Certificate certificateKeystoreFile="conf/example.com.jks"
               certificateKeystorePassword="your-password"
               certificateKeyAlias="server" />
</SSLHostConfig>`,
  checkFile: 'openssl x509 -in example.com.pem -noout -subject -issuer -dates -ext subjectAltName',
  checkVerify: `openssl verify -untrusted example.com.pem example.com.pem
# the portal's built-in CA: add -CAfile ${ROOT_FILE_NAME}`,
  checkMatch: `openssl x509 -in example.com.pem -noout -pubkey | openssl sha256
openssl pkey -in example.com.key -pubout | openssl sha256`,
  checkServer: `openssl s_client -connect example.com:443 -servername example.com -showcerts </dev/null`,
  checkKeystores: `openssl pkcs12 -in example.com.pfx -info -noout   # OpenSSL 3 and the compatible PFX: add -legacy
keytool -list -v -keystore example.com.jks`,
} as const;

const FORMATS = ['pem', 'pfx', 'jks'] as const;
const SERVERS = ['nginx', 'apache', 'haproxy', 'iis', 'tomcat'] as const;
const CHECKS = ['checkFile', 'checkVerify', 'checkMatch', 'checkServer', 'checkKeystores'] as const;

function Code({ children }: { children: string }) {
  return (
    <pre className="sf-code" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * /ssl-download: certificate file formats and their servers, installing the chain, checking with openssl, the
 * built-in CA's root (when the CA has one to show) and the certificate lifetimes.
 */
export function DownloadPage({ hasRoot, texts }: { hasRoot: boolean; texts: StorefrontTexts }) {
  const t = texts.download;
  return (
    <article className="sf-page sf-help" data-testid="ssl-download-page">
      <div className="sf-help__head">
        <h1>{t.title}</h1>
        <a className="sf-button sf-button--ghost" href="/admin/cert">
          {t.certificates}
        </a>
      </div>
      <p className="sf-lead">{t.intro}</p>

      <section>
        <h2>{t.formatsTitle}</h2>
        <div className="sf-cards">
          {FORMATS.map((key) => (
            <div className="sf-card" key={key} data-testid={`ssl-download-format-${key}`}>
              <h3>{t[`${key}Name`]}</h3>
              <dl>
                <dt>{t.holds}</dt>
                <dd>{t[`${key}Holds`]}</dd>
                <dt>{t.servers}</dt>
                <dd>{t[`${key}Servers`]}</dd>
                <dt>{t.downloadAs}</dt>
                <dd>{t[`${key}Download`]}</dd>
              </dl>
              {key === 'jks' && <p className="sf-note">{t.jksModern}</p>}
            </div>
          ))}
        </div>
        <p className="sf-note">{t.keyNote}</p>
      </section>

      <section>
        <h2>{t.chainTitle}</h2>
        <p>{t.chainText}</p>
        {SERVERS.map((server) => (
          <div key={server}>
            <p className="sf-label">{t[server]}</p>
            <Code>{SNIPPETS[server]}</Code>
          </div>
        ))}
        <p className="sf-note">{t.pemKey}</p>
        <p className="sf-note">{t.keyFile}</p>
      </section>

      <section>
        <h2>{t.checkTitle}</h2>
        {CHECKS.map((check) => (
          <div key={check}>
            <p className="sf-label">{t[check]}</p>
            <Code>{SNIPPETS[check]}</Code>
          </div>
        ))}
      </section>

      {hasRoot && (
        <section>
          <h2>{t.rootTitle}</h2>
          <p>{t.rootText}</p>
          <a
            className="sf-button"
            href="/api/ca/root"
            download={ROOT_FILE_NAME}
            data-testid="ssl-download-root"
          >
            {t.rootDownload}
          </a>
        </section>
      )}

      <section>
        <h2>{t.lifetimeTitle}</h2>
        <p>{t.lifetimeText}</p>
      </section>
    </article>
  );
}
