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

/**
 * Sub-step 3 (online CSR only): download the generated private key, then confirm it was saved. The box can
 * only be ticked once this purchase's key has been downloaded (the server refuses the order otherwise); a key
 * kept from an earlier pass through the CSR step that was downloaded then counts.
 */
export function KeyDownloadStep({
  commonName,
  downloadedBefore,
  onDownloaded,
  keyKept,
  createsOrder,
  onDone,
  onBack,
  backLoading,
  nextLoading,
}: {
  commonName: string | undefined;
  /** This purchase's key was downloaded before (kept from an earlier CSR). */
  downloadedBefore: boolean;
  onDownloaded: () => void;
  /** The CSR was signed with the purchase's earlier key. */
  keyKept: boolean;
  /** Next creates the order (code signing has no method choice after the key). */
  createsOrder: boolean;
  onDone: () => void;
  onBack: () => void;
  backLoading: boolean;
  nextLoading: boolean;
}) {
  const { t } = useTranslation();
  const download = useDownloadPrivateKey();
  const [downloaded, setDownloaded] = useState(downloadedBefore);
  const [saved, setSaved] = useState(false);
  const [warned, setWarned] = useState(false);

  const onDownload = () =>
    download.mutate(keyFileName(commonName), {
      onSuccess: () => {
        setDownloaded(true);
        onDownloaded();
        toast.success(t('purchase.key.downloaded'));
      },
    });

  const missing = !downloaded ? 'purchase.key.downloadFirst' : !saved ? 'purchase.key.notSaved' : undefined;
  const onNext = () => {
    if (missing) {
      setWarned(true);
      toast.warning(t(missing));
      return;
    }
    onDone();
  };

  return (
    <div data-testid="wizard-key-step">
      <Alert type="warning" showIcon title={t('purchase.key.text')} style={{ marginBottom: 16 }} />
      {keyKept && (
        <Alert
          type="info"
          showIcon
          title={t(downloadedBefore ? 'purchase.key.keptDownloaded' : 'purchase.key.kept')}
          style={{ marginBottom: 16 }}
          data-testid="wizard-key-kept"
        />
      )}
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
          disabled={!downloaded}
          onChange={(event) => setSaved(event.target.checked)}
          data-testid="wizard-key-saved"
        >
          {t('purchase.key.saved')}
        </Checkbox>
        {(warned || !downloaded) && missing && (
          <div
            className={warned ? 'purchase-key-missing purchase-key-missing--warned' : 'purchase-key-missing'}
            role={warned ? 'alert' : undefined}
            data-testid="wizard-key-missing"
          >
            {t(missing)}
          </div>
        )}
      </div>
      <SubStepActions
        onBack={onBack}
        backLoading={backLoading}
        nextTestId="wizard-key-next"
        nextLoading={nextLoading}
        nextLabel={createsOrder ? t('purchase.common.createOrder') : undefined}
        onNext={onNext}
      />
    </div>
  );
}
