import CopyOutlined from '@ant-design/icons/CopyOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type { AccessKeyInfo } from '@portal/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../lib/testId';
import { copyText } from '../copyText';

/** "YYYY-MM-DD HH:mm:ss" in UTC as the server answers it, or "never". */
function UtcTime({ value, testId }: { value: string | null; testId: string }) {
  const { t } = useTranslation();
  return <span data-testid={testId}>{value ? `${value} UTC` : t('apiKeys.never')}</span>;
}

/**
 * The key field: masked as the server reads it back, or the whole new key right after a reset (until the page is
 * left) with Copy; Reset asks first, since the current key stops working at once.
 */
export function KeyPanel({
  masked,
  info,
  fresh,
  resetting,
  onReset,
}: {
  /** GET access_key: the key masked, '' before the first one. */
  masked: string;
  /** GET access_key/info: its times. */
  info: AccessKeyInfo;
  /** The key the last reset answered, shown whole. */
  fresh: string | undefined;
  resetting: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const hasKey = masked !== '';
  const shown = fresh ?? masked;

  const confirmReset = () => {
    if (!hasKey) {
      onReset();
      return;
    }
    Modal.confirm({
      title: t('apiKeys.resetConfirmTitle'),
      content: t('apiKeys.resetConfirm'),
      okText: t('apiKeys.resetOk'),
      cancelText: t('apiKeys.cancel'),
      okButtonProps: { danger: true, ...testId<ButtonProps>('key-reset-ok') },
      onOk: onReset,
    });
  };

  return (
    <div className="api-keys__key">
      <label htmlFor="api-key-field">
        <h3>{t('apiKeys.key')}</h3>
      </label>
      <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
        <Input
          id="api-key-field"
          value={shown}
          placeholder={t('apiKeys.noKey')}
          readOnly
          className="api-keys__value"
          data-testid="key-value"
        />
        <Button
          icon={<CopyOutlined />}
          disabled={fresh === undefined}
          onClick={() => fresh && copyText(t, fresh)}
          data-testid="key-copy"
        >
          {t('apiKeys.copy')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          danger={hasKey}
          type={hasKey ? 'default' : 'primary'}
          loading={resetting}
          onClick={confirmReset}
          data-testid="key-reset"
        >
          {t(hasKey ? 'apiKeys.reset' : 'apiKeys.create')}
        </Button>
      </Space.Compact>
      {hasKey && (
        <dl className="api-keys__times">
          <dt>{t('apiKeys.createdAt')}</dt>
          <dd>
            <UtcTime value={info.createdAt} testId="key-created" />
          </dd>
          <dt>{t('apiKeys.lastUsedAt')}</dt>
          <dd>
            <UtcTime value={info.lastUsedAt} testId="key-last-used" />
          </dd>
        </dl>
      )}
    </div>
  );
}
