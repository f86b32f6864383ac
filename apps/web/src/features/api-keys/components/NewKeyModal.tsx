import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { copyText } from '../copyText';

/** The new key, shown this once (the server keeps only its hash), with Copy and the warning. */
export function NewKeyModal({ value, onClose }: { value: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={value !== undefined}
      title={t('apiKeys.newKeyTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="new-key-close">
          OK
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('apiKeys.newKeyWarning')} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value ?? ''} readOnly className="api-keys__value" data-testid="new-key" />
        <Button
          type="primary"
          icon={<CopyOutlined />}
          onClick={() => value && copyText(t, value)}
          data-testid="new-key-copy"
        >
          {t('apiKeys.copy')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
