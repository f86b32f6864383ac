import DownOutlined from '@ant-design/icons/DownOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_OPTIONS, type DownloadKind } from '../logic/downloadOptions';

/** The download menu of one certificate: the trigger `cert-download-<sha1>`, items `cert-download-<kind>`. */
export function DownloadMenu({
  sha1,
  busy,
  onChoose,
}: {
  sha1: string;
  busy: boolean;
  onChoose: (kind: DownloadKind) => void;
}) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = DOWNLOAD_OPTIONS.flatMap((option) => [
    ...(option.kind === 'zip' ? [{ type: 'divider' as const }] : []),
    {
      key: option.kind,
      label: (
        <span className="certs-menu-item" data-testid={option.testId}>
          <span>{t(`certs.download.${option.labelKey}`)}</span>
          <small>{t(`certs.download.${option.labelKey}Hint`)}</small>
        </span>
      ),
    },
  ]);
  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => onChoose(key as DownloadKind) }}
    >
      <Button size="small" icon={<DownloadOutlined />} loading={busy} data-testid={`cert-download-${sha1}`}>
        {t('certs.download.button')}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
