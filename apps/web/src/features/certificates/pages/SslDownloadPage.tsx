import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { toast } from '../../../lib/toast';
import { useCaRoot } from '../api/getCaRoot';
import { PATHS } from '../paths';
import { DOWNLOAD_TOAST_DELAY_MS, saveBlob } from '../../../lib/saveFile';
import '../certificates.css';

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
  file: 'openssl x509 -in example.com.pem -noout -subject -issuer -dates -ext subjectAltName',
  verify: `openssl verify -untrusted example.com.pem example.com.pem
# the portal's built-in CA: add -CAfile ${ROOT_FILE_NAME}`,
  match: `openssl x509 -in example.com.pem -noout -pubkey | openssl sha256
openssl pkey -in example.com.key -pubout | openssl sha256`,
  server: `openssl s_client -connect example.com:443 -servername example.com -showcerts </dev/null`,
  keystores: `openssl pkcs12 -in example.com.pfx -info -noout   # OpenSSL 3 and the compatible PFX: add -legacy
keytool -list -v -keystore example.com.jks`,
} as const;

function Code({ children }: { children: string }) {
  return (
    <pre className="ssl-help__code">
      <code>{children}</code>
    </pre>
  );
}

/**
 * Help page on certificate files (/ssl-download, public, no antd): PEM/PFX/JKS and their servers, installing
 * the chain, checking with openssl, the built-in CA's root (hidden when GET ca/root answers 404) and the
 * certificate lifetimes.
 */
export function SslDownloadPage() {
  const { t } = useTranslation();
  const root = useCaRoot();

  useEffect(() => {
    document.title = `${t('certs.help.title')} · ${t('web.app.title')}`;
  }, [t]);

  const saveRoot = () => {
    if (!root.data) return;
    saveBlob(new Blob([root.data], { type: 'application/x-pem-file' }), ROOT_FILE_NAME);
    window.setTimeout(() => toast.success(t('certs.download.success')), DOWNLOAD_TOAST_DELAY_MS);
  };

  const formats = [
    { key: 'pem', id: 'PEM' },
    { key: 'pfx', id: 'PFX' },
    { key: 'jks', id: 'JKS' },
  ] as const;
  const servers = ['nginx', 'apache', 'haproxy', 'iis', 'tomcat'] as const;
  const checks = [
    ['checkFile', SNIPPETS.file],
    ['checkVerify', SNIPPETS.verify],
    ['checkMatch', SNIPPETS.match],
    ['checkServer', SNIPPETS.server],
    ['checkKeystores', SNIPPETS.keystores],
  ] as const;

  return (
    <article className="ssl-help" data-testid="ssl-download-page">
      <header className="ssl-help__header">
        <Link to="/" className="ssl-help__logo">
          <Logo size={32} />
        </Link>
        <Link className="btn" to={PATHS.certificates}>
          {t('certs.help.certificates')}
        </Link>
      </header>

      <h1 className="ssl-help__title">{t('certs.help.title')}</h1>
      <p className="ssl-help__lead">{t('certs.help.intro')}</p>

      <section className="ssl-help__section">
        <h2>{t('certs.help.formatsTitle')}</h2>
        <div className="ssl-help__formats">
          {formats.map(({ key, id }) => (
            <div className="ssl-help__format" key={key} data-testid={`ssl-download-format-${key}`}>
              <h3>{t(`certs.help.${key}Name`)}</h3>
              <dl>
                <dt>{t('certs.help.holds')}</dt>
                <dd>{t(`certs.help.${key}Holds`)}</dd>
                <dt>{t('certs.help.servers')}</dt>
                <dd>{t(`certs.help.${key}Servers`)}</dd>
                <dt>{t('certs.help.downloadAs')}</dt>
                <dd>{t(`certs.help.${key}Download`)}</dd>
              </dl>
              {id === 'JKS' && <p className="ssl-help__note">{t('certs.help.jksModern')}</p>}
            </div>
          ))}
        </div>
        <p className="ssl-help__note">{t('certs.help.keyNote')}</p>
      </section>

      <section className="ssl-help__section">
        <h2>{t('certs.help.chainTitle')}</h2>
        <p>{t('certs.help.chainText')}</p>
        {servers.map((server) => (
          <div key={server}>
            <p className="ssl-help__label">{t(`certs.help.${server}`)}</p>
            <Code>{SNIPPETS[server]}</Code>
          </div>
        ))}
        <p className="ssl-help__note">{t('certs.help.pemKey')}</p>
        <p className="ssl-help__note">{t('certs.help.keyFile')}</p>
      </section>

      <section className="ssl-help__section">
        <h2>{t('certs.help.checkTitle')}</h2>
        {checks.map(([label, snippet]) => (
          <div key={label}>
            <p className="ssl-help__label">{t(`certs.help.${label}`)}</p>
            <Code>{snippet}</Code>
          </div>
        ))}
      </section>

      {root.data && (
        <section className="ssl-help__section ssl-help__root">
          <h2>{t('certs.help.rootTitle')}</h2>
          <p>{t('certs.help.rootText')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={saveRoot}
            data-testid="ssl-download-root"
          >
            {t('certs.help.rootDownload')}
          </button>
        </section>
      )}

      <section className="ssl-help__section">
        <h2>{t('certs.help.lifetimeTitle')}</h2>
        <p>{t('certs.help.lifetimeText')}</p>
      </section>
    </article>
  );
}

export default SslDownloadPage;
