import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { keyManagerLaunchUrl, type KeyManagerExport } from '../api/getKeyManagerExport';

/** Key-manager launcher: the server's reminder and a `keymanager://import?url=…` link to the one-time export. */
export function KeyManagerModal({ result, onClose }: { result?: KeyManagerExport; onClose: () => void }) {
  const { t } = useTranslation();
  const href = result ? keyManagerLaunchUrl(window.location.origin, result) : undefined;
  return (
    <Modal
      open={result !== undefined}
      title={t('orders.keyManager.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('orders.batch.close')}</Button>}
      data-testid="keymanager-modal"
    >
      {result?.remind && <Alert type="info" showIcon title={result.remind} style={{ marginBottom: 16 }} />}
      <Button type="primary" href={href} data-testid="keymanager-launch">
        {t('orders.keyManager.launch')}
      </Button>
    </Modal>
  );
}
