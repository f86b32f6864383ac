import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/useIsMobile';
import type { ExpiringRow } from '../api/listExpiringCerts';
import { orderLink } from '../logic/orderLink';
import { DomainText } from './DomainText';

/** One of the two expiry tables (not paged): orderID, commonName, productName, validity, expireTime as a tag. */
export function ExpiringTable({
  title,
  rows,
  loading,
  tagColor,
  emptyText,
  testId,
  onRenew,
}: {
  title: string;
  rows: ExpiringRow[];
  loading: boolean;
  tagColor: string;
  emptyText: string;
  testId: string;
  /** Opens the renewal dialog for a row; left out when the caller may not place orders. */
  onRenew?: ((row: ExpiringRow) => void) | undefined;
}) {
  const { t } = useTranslation();
  // Below 768 px product and validity are left out, so the rest fits without scrolling.
  const mobile = useIsMobile();
  const columns: ColumnsType<ExpiringRow> = [
    {
      title: t('certs.expiring.orderID'),
      dataIndex: 'orderID',
      width: mobile ? 80 : 110,
      render: (orderID: string) => <Link to={orderLink(orderID)}>{orderID}</Link>,
    },
    {
      title: t('certs.expiring.commonName'),
      dataIndex: 'commonName',
      width: mobile ? undefined : 240,
      render: (name: string) => <DomainText name={name} />,
    },
    {
      title: t('certs.expiring.productName'),
      dataIndex: 'productName',
      width: 200,
      responsive: ['md'],
      render: (name: string) => name || '--',
    },
    {
      title: t('certs.expiring.validity'),
      dataIndex: 'validity',
      width: 120,
      responsive: ['md'],
      render: (months: number) => (months > 0 ? t('certs.expiring.months', { count: months }) : '--'),
    },
    {
      title: t('certs.expiring.expireTime'),
      dataIndex: 'expireTime',
      width: mobile ? 120 : 190,
      render: (value: string) => (
        <Tag color={tagColor} className="certs-tag">
          {formatDateTime(value)}
        </Tag>
      ),
    },
  ];
  if (onRenew)
    columns.push({
      title: t('certs.renew.action'),
      key: 'renew',
      width: mobile ? 90 : 110,
      render: (_: unknown, row: ExpiringRow) => (
        <Button size="small" type="link" onClick={() => onRenew(row)} data-testid={`renew-${row.orderID}`}>
          {t('certs.renew.open')}
        </Button>
      ),
    });
  return (
    <section className="certs-expiring" data-testid={testId}>
      <h2 className="certs-expiring__title">{title}</h2>
      <Table<ExpiringRow>
        rowKey={(row) => `${row.orderID}-${row.expireTime}`}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={mobile ? undefined : { x: onRenew ? 970 : 860 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
    </section>
  );
}
