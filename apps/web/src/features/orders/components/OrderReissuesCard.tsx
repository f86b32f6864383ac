import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime, formatUsd } from '../../../lib/format';
import type { ReissueList } from '../api/listReissues';
import { PATHS } from '../paths';

/** The order detail's reissues (and renewal reissues): id, type, amount, status, date; shown once there is one. */
export function OrderReissuesCard({ reissues }: { reissues: ReissueList['list'] }) {
  const { t } = useTranslation();
  if (reissues.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('orders.detail.reissueTitle')}
      style={{ marginBottom: 16 }}
      data-testid="order-reissues-card"
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={reissues}
        scroll={{ x: 600 }}
        columns={[
          {
            title: t('orders.detail.reissueID'),
            dataIndex: 'id',
            render: (rid: string) => <Link to={PATHS.reissueDetail(rid)}>{rid}</Link>,
          },
          {
            title: t('orders.detail.reissueType'),
            dataIndex: 'type',
            render: (type: string) => t(`orders.detail.reissueTypes.${type}`, { defaultValue: type }),
          },
          {
            title: t('orders.detail.reissueAmount'),
            dataIndex: 'totalAmount',
            render: (v: number) => formatUsd(v),
          },
          {
            title: t('orders.detail.reissueStatus'),
            dataIndex: 'status',
            render: (s: number) => <StatusTag status={s} />,
          },
          {
            title: t('orders.detail.reissueCreated'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
        ]}
      />
    </Card>
  );
}
