import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useDownloadPrivateKey } from '../../api/downloadPrivateKey';
import { SubStepActions } from './SubStepActions';

/** "example.com" -> "example.com.key"; "*.example.com" -> "_.example.com.key". */
export function keyFileName(commonName: string | undefined): string {
  const base = (commonName ?? '').trim().replace(/[^A-Za-z0-9.-]/g, '_');
  return `${base || 'private'}.key`;
}

/** Sub-step 3 (online CSR only): download the generated private key and confirm it was saved. */
export function KeyDownloadStep({
  commonName,
  onDone,
  onBack,
  backLoading,
  nextLoading,
}: {
  commonName: string | undefined;
  onDone: () => void;
  onBack: () => void;
  backLoading: boolean;
  nextLoading: boolean;
}) {
  const { t } = useTranslation();
  const download = useDownloadPrivateKey();
  const [saved, setSaved] = useState(false);
  const [warned, setWarned] = useState(false);

  const onDownload = () =>
    download.mutate(keyFileName(commonName), {
      onSuccess: () => toast.success(t('purchase.key.downloaded')),
    });

  const onNext = () => {
    if (!saved) {
      setWarned(true);
      toast.warning(t('purchase.key.notSaved'));
      return;
    }
    onDone();
  };

  return (
    <div data-testid="wizard-key-step">
      <Alert type="warning" showIcon title={t('purchase.key.text')} style={{ marginBottom: 16 }} />
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={onDownload}
        data-testid="wizard-key-download"
      >
        {t('purchase.key.download')}
      </Button>
      <div style={{ margin: '16px 0' }}>
        <Checkbox
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          data-testid="wizard-key-saved"
        >
          <span style={warned && !saved ? { color: '#cf1322' } : undefined}>{t('purchase.key.saved')}</span>
        </Checkbox>
      </div>
      <SubStepActions
        onBack={onBack}
        backLoading={backLoading}
        nextTestId="wizard-key-next"
        nextLoading={nextLoading}
        onNext={onNext}
      />
    </div>
  );
}
