import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { ReissueCert } from '../api/getReissueCert';
import { certFileName } from '../logic/reissueRules';
import { PATHS } from '../paths';
import { saveText } from '../../../lib/saveFile';

/** Spec 000 section 8: "Download successful" shows 1.5 s after the download starts. */
const DOWNLOAD_TOAST_DELAY_MS = 1500;

function PemBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="reissue-pem">
      <div className="reissue-pem__head">
        <strong>{label}</strong>
        <Typography.Text copyable={{ text }} data-testid={`${testId}-copy`}>
          {t('reissue.cert.copy')}
        </Typography.Text>
      </div>
      <Input.TextArea
        readOnly
        value={text}
        autoSize={{ minRows: 6, maxRows: 14 }}
        spellCheck={false}
        className="reissue-mono"
        data-testid={testId}
      />
    </div>
  );
}

/**
 * Status 3: the reissued certificate with its chain and the key when the portal holds it, each copyable and
 * downloadable (.pem, .key) from the browser, the SHA-1 fingerprint and the certificate files help.
 */
export function CertificateView({ reissueId, cert }: { reissueId: string; cert: ReissueCert }) {
  const { t } = useTranslation();
  const save = (text: string, extension: 'pem' | 'key') => {
    saveText(text, certFileName(reissueId, extension));
    window.setTimeout(() => toast.success(t('reissue.cert.downloaded')), DOWNLOAD_TOAST_DELAY_MS);
  };
  return (
    <div className="reissue-stack" data-testid="reissue-certificate">
      <div className="reissue-sha1">
        <span className="reissue-muted">{t('reissue.cert.sha1')}</span>
        <Typography.Text code copyable className="reissue-break" data-testid="reissue-sha1">
          {cert.sha1}
        </Typography.Text>
      </div>
      <PemBlock label={t('reissue.cert.cert')} text={cert.cert} testId="reissue-cert" />
      {cert.key ? (
        <PemBlock label={t('reissue.cert.key')} text={cert.key} testId="reissue-key" />
      ) : (
        <Alert type="info" showIcon title={t('reissue.cert.noKey')} data-testid="reissue-no-key" />
      )}
      <div className="reissue-actions">
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() => save(cert.cert, 'pem')}
          data-testid="reissue-download-pem"
        >
          {t('reissue.cert.downloadPem')}
        </Button>
        {cert.key && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => save(cert.key, 'key')}
            data-testid="reissue-download-key"
          >
            {t('reissue.cert.downloadKey')}
          </Button>
        )}
        <Button
          icon={<FileTextOutlined />}
          title={t('reissue.cert.filesHint')}
          href={PATHS.sslDownload}
          data-testid="reissue-files-help"
        >
          {t('reissue.cert.files')}
        </Button>
      </div>
    </div>
  );
}
