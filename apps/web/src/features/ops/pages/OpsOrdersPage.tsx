import type { OpsOrderRow } from '@portal/contract';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { FilterPanel } from '../../../components/FilterPanel';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { StatusTag } from '../../../components/StatusTag';
import { activeFilterCount } from '../../../lib/activeFilters';
import { usePaging } from '../../../lib/usePaging';
import { useOpsOrders } from '../api/listOpsOrders';
import '../ops.css';
import { DecisionModal } from '../components/DecisionModal';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { OrderFilters } from '../components/OrderFilters';
import {
  opsOrderArgs,
  REVIEW_STATUS,
  searchOfStatus,
  statusOfSearch,
  type OpsOrderFilterValues,
} from '../logic/opsOrdersQuery';

/**
 * /ops/orders: orders of every account, newest first. Without `?status` (or with 11) it is the review queue,
 * whose rows can be approved or rejected; any other status lists orders across accounts.
 */
export function OpsOrdersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOfSearch(searchParams.get('status'));
  const [filters, setFilters] = useState<OpsOrderFilterValues>({});
  const [deciding, setDeciding] = useState<{ id: number; kind: 'approve' | 'reject' }>();
  const [opened, setOpened] = useState<number>();
  const paging = usePaging();
  const args = opsOrderArgs(status, filters);
  const orders = useOpsOrders({ ...args, ...paging.args });
  const queue = status === REVIEW_STATUS;
  const title = t(queue ? 'ops.console.orders.queueTitle' : 'ops.console.orders.title');

  useEffect(() => {
    document.title = `${title} · ${t('ops.console.title')}`;
  }, [t, title]);

  const search = (next: OpsOrderFilterValues) => {
    setFilters(next);
    paging.reset();
  };

  const columns: ResponsiveColumn<OpsOrderRow>[] = [
    {
      key: 'id',
      title: t('ops.console.orders.columns.id'),
      dataIndex: 'id',
      width: 90,
      card: 'head',
      render: (id: number) => (
        <Button
          type="link"
          size="small"
          className="ops-order-open"
          onClick={() => setOpened(id)}
          aria-label={t('ops.console.orders.open', { id })}
          data-testid={`ops-order-open-${id}`}
        >
          {id}
        </Button>
      ),
    },
    {
      key: 'account',
      title: t('ops.console.orders.columns.account'),
      dataIndex: 'email',
      width: 220,
      ellipsis: { showTitle: true },
      render: (email: string, row) => `${email} (${row.accountUid})`,
    },
    {
      key: 'product',
      title: t('ops.console.orders.columns.product'),
      dataIndex: 'product',
      width: 200,
      render: (product: string, row) => `${product} · ${row.auditType}`,
    },
    {
      key: 'names',
      title: t('ops.console.orders.columns.names'),
      dataIndex: 'domain',
      width: 220,
      render: (domain: string, row) => [domain, ...row.dnsNames.filter((name) => name !== domain)].join(', '),
    },
    {
      key: 'organization',
      title: t('ops.console.orders.columns.organization'),
      dataIndex: 'organization',
      width: 180,
      render: (organization: string, row) => (
        <>
          {organization || '--'}
          {row.lastProblem && <div className="ops-problem">{row.lastProblem}</div>}
        </>
      ),
    },
    {
      key: 'status',
      title: t('ops.console.orders.columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (value: number, row) => <StatusTag status={value} testId={`ops-order-status-${row.id}`} />,
    },
    {
      key: 'total',
      title: t('ops.console.orders.columns.total'),
      dataIndex: 'total',
      width: 130,
      render: (total: string, row) =>
        `${total} (${t(row.paid ? 'ops.console.orders.paid' : 'ops.console.orders.unpaid')})`,
    },
    {
      key: 'createdAt',
      title: t('ops.console.orders.columns.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'actions',
      title: t('ops.console.orders.columns.actions'),
      width: 180,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) =>
        row.status === REVIEW_STATUS ? (
          <Space>
            <Button
              type="primary"
              size="small"
              onClick={() => setDeciding({ id: row.id, kind: 'approve' })}
              data-testid={`ops-approve-${row.id}`}
            >
              {t('ops.console.orders.approve')}
            </Button>
            <Button
              danger
              size="small"
              onClick={() => setDeciding({ id: row.id, kind: 'reject' })}
              data-testid={`ops-reject-${row.id}`}
            >
              {t('ops.console.orders.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <div className="page" data-testid="ops-orders-page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
      </div>
      <div className="page__card">
        <FilterPanel active={activeFilterCount(filters)} testId="ops-filter-panel">
          <OrderFilters
            status={searchOfStatus(status)}
            onStatus={(next) => {
              setSearchParams({ status: next });
              paging.reset();
            }}
            onSearch={search}
            onReset={() => search({})}
            searching={orders.isFetching}
          />
        </FilterPanel>
        <ResponsiveTable<OpsOrderRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isFetching}
          pagination={paging.pagination(orders.data?.total)}
          scroll={{ x: 1400 }}
          rowTestId={(row) => `ops-order-row-${row.id}`}
          locale={{ emptyText: t(queue ? 'ops.console.orders.queueEmpty' : 'ops.console.orders.empty') }}
          data-testid="ops-orders-table"
        />
      </div>
      {deciding && (
        <DecisionModal orderId={deciding.id} kind={deciding.kind} onClose={() => setDeciding(undefined)} />
      )}
      <OrderDetailDrawer id={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
