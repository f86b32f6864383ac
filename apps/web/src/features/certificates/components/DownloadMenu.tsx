import DownOutlined from '@ant-design/icons/DownOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DOWNLOAD_OPTIONS, type DownloadKind } from '../logic/downloadOptions';
import { isReissueId } from '../logic/orderLink';

/**
 * The order of each listed certificate (sha1 -> orderID), given by the list so that every download menu (table
 * row or card) can offer "Reissue" beside it.
 */
export const ReissueTargets = createContext<ReadonlyMap<string, string>>(new Map());

/** "Reissue" (`cert-reissue-<sha1>`): to /admin/reissue/{orderID}, for order ids only (not `{id}_{n}`). */
function ReissueButton({ sha1 }: { sha1: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderID = useContext(ReissueTargets).get(sha1);
  if (!orderID || isReissueId(orderID)) return null;
  return (
    <Button
      size="small"
      icon={<SyncOutlined />}
      onClick={() => void navigate(`/admin/reissue/${encodeURIComponent(orderID)}`)}
      data-testid={`cert-reissue-${sha1}`}
    >
      {t('reissue.action.reissue')}
    </Button>
  );
}

/**
 * The download menu of one certificate: the trigger `cert-download-<sha1>`, items `cert-download-<kind>`; with
 * "Reissue" before it when the list names the certificate's order (`ReissueTargets`).
 */
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
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
      <ReissueButton sha1={sha1} />
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
    </span>
  );
}
