import type { CertRow } from '@portal/contract';
import Empty from 'antd/es/empty';
import Pagination, { type PaginationProps } from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText';
import type { DownloadKind } from '../logic/downloadOptions';
import { orderLink, shortSha1 } from '../logic/orderLink';
import { DownloadMenu } from './DownloadMenu';
import { DomainText } from './DomainText';

/** The certificate list below 992 px: one card per certificate, same test ids as the table rows. */
export function CertCards({
  rows,
  loading,
  empty,
  emptyText,
  pagination,
  busySha1,
  onChoose,
}: {
  rows: CertRow[];
  loading: boolean;
  empty: boolean;
  emptyText: string;
  pagination: PaginationProps;
  busySha1: string | undefined;
  onChoose: (row: CertRow, kind: DownloadKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Spin spinning={loading}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div className="certs-cards">
          {rows.map((row) => (
            <div className="certs-card" key={row.sha1} data-testid={`cert-row-${row.sha1}`}>
              <div className="certs-card__head">
                <strong>
                  <DomainText name={row.commonName} />
                </strong>
                <DownloadMenu
                  sha1={row.sha1}
                  busy={busySha1 === row.sha1}
                  onChoose={(kind) => onChoose(row, kind)}
                />
              </div>
              <dl className="certs-card__facts">
                <dt>{t('certs.list.orderID')}</dt>
                <dd>
                  <Link to={orderLink(row.orderID)}>{row.orderID}</Link>
                </dd>
                <dt>{t('certs.list.productName')}</dt>
                <dd className="name-text">
                  {[row.productName || '--', row.brand].filter(Boolean).join(' · ')}
                </dd>
                <dt>{t('certs.list.sha1')}</dt>
                <dd>
                  <Typography.Text code copyable={{ text: row.sha1 }}>
                    {shortSha1(row.sha1)}
                  </Typography.Text>
                </dd>
                <dt>{t('certs.list.beginTime')}</dt>
                <dd>
                  <DateTimeText value={row.beginTime} testId={`cert-begin-${row.sha1}`} />
                </dd>
                <dt>{t('certs.list.endTime')}</dt>
                <dd>
                  <DateTimeText value={row.endTime} testId={`cert-end-${row.sha1}`} />
                </dd>
              </dl>
            </div>
          ))}
        </div>
      )}
      <Pagination className="certs-cards__pages" size="small" {...pagination} />
    </Spin>
  );
}
