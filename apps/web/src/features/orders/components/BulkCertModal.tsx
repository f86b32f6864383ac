import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { BulkCerts } from '../api/getBulkCerts';
import { StatusTag } from '../../../components/StatusTag';

type Item = BulkCerts['list'][number];

/** Bulk completion result: per order the certificate (sha1) or why there is none yet. */
export function BulkCertModal({ result, onClose }: { result: BulkCerts | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={result !== undefined}
      title={t('orders.batch.certTitle')}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      <Table<Item>
        rowKey="orderID"
        size="small"
        pagination={false}
        scroll={{ y: 250 }}
        dataSource={result?.list ?? []}
        onRow={(row) => ({ 'data-testid': `bulk-cert-${row.orderID}` }) as object}
        columns={[
          { title: t('orders.list.orderID'), dataIndex: 'orderID', width: 90 },
          {
            title: t('orders.list.status'),
            dataIndex: 'status',
            width: 150,
            render: (status: number) => <StatusTag status={status} />,
          },
          {
            title: t('orders.batch.certSha1'),
            key: 'sha1',
            render: (_, row) =>
              row.sha1 ? (
                <Typography.Text code copyable>
                  {row.sha1}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{row.problem ?? '--'}</Typography.Text>
              ),
          },
        ]}
      />
    </Modal>
  );
}
