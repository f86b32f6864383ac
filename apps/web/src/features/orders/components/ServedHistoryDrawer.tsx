import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import { usePaging } from '../../../lib/usePaging';
import { useServedHistory, type ServedCheck } from '../api/servedCertificates';
import { ServedStatusTag } from './ServedStatusTag';

/** One host's checks, newest first, paginated (GET order/served_certificate_history). */
export function ServedHistoryDrawer({
  orderID,
  host,
  onClose,
}: {
  orderID: number;
  host: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const paging = usePaging();
  const history = useServedHistory(orderID, host, paging.args.page, paging.args.pageSize);
  const yesNo = (value: boolean | null) =>
    value === null ? '--' : t(value ? 'served.page.yes' : 'served.page.no');
  return (
    <Drawer
      open={host !== undefined}
      title={host ? t('served.page.historyTitle', { host }) : ''}
      onClose={() => {
        paging.reset();
        onClose();
      }}
      size={760}
      destroyOnHidden
      data-testid="served-history"
    >
      <Table<ServedCheck>
        size="small"
        rowKey="id"
        loading={history.isFetching}
        dataSource={history.data?.list ?? []}
        pagination={paging.pagination(history.data?.total)}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('served.page.empty') }}
        onRow={(row) => testId(`served-history-row-${row.id}`)}
        columns={[
          {
            title: t('served.page.checkedAt'),
            dataIndex: 'checkedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('served.page.status'),
            dataIndex: 'status',
            render: (v: string) => <ServedStatusTag status={v} />,
          },
          { title: t('served.page.port'), dataIndex: 'port' },
          {
            title: t('served.page.serial'),
            dataIndex: 'serial',
            render: (v: string | null) => <span className="wrap-anywhere">{v ?? '--'}</span>,
          },
          {
            title: t('served.page.expires'),
            dataIndex: 'notAfter',
            render: (v: string | null) => (v ? formatDateTime(v) : '--'),
          },
          { title: t('served.page.chain'), dataIndex: 'chainComplete', render: yesNo },
          { title: t('served.page.hostname'), dataIndex: 'hostnameMatch', render: yesNo },
          {
            title: t('served.page.error'),
            dataIndex: 'error',
            render: (v: string | null, row) =>
              v ? `${t(`served.errors.${v}`)}${row.errorDetail ? ` (${row.errorDetail})` : ''}` : '--',
          },
        ]}
      />
    </Drawer>
  );
}
