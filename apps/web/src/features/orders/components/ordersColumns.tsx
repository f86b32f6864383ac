import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { OrderListRow } from '@portal/contract';
import type { ColumnsType } from 'antd/es/table';
import Descriptions from 'antd/es/descriptions';
import Tooltip from 'antd/es/tooltip';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { formatDateTime } from '../../../lib/format';
import { showAutoPayIcon } from '../logic/orderRules';
import { PATHS } from '../paths';
import { StatusTag } from '../../../components/StatusTag';

/** The My Orders table's columns (the cards below 992 px show the same facts). */
export function ordersColumns(
  t: TFunction,
  options: {
    page: number;
    pageSize: number;
    statusExtra: (row: OrderListRow) => ReactNode;
    operations: (row: OrderListRow) => ReactNode;
  },
): ColumnsType<OrderListRow> {
  const { page, pageSize, statusExtra, operations } = options;
  return [
    {
      title: t('orders.list.no'),
      key: 'no',
      width: 56,
      render: (_, __, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: t('orders.list.orderID'),
      dataIndex: 'id',
      width: 80,
      render: (id: number) => <Link to={PATHS.detail(id)}>{id}</Link>,
    },
    {
      title: t('orders.list.product'),
      dataIndex: 'productName',
      width: 170,
      render: (name: string, row) => (
        <span className="name-text" data-testid={`order-product-${row.id}`}>
          {name}
          {showAutoPayIcon(row) && (
            <Tooltip title={t('orders.list.autoPay')}>
              <SyncOutlined
                style={{ marginLeft: 6, color: '#1677ff' }}
                data-testid={`order-autopay-${row.id}`}
              />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: t('orders.list.commonName'),
      dataIndex: 'commonName',
      render: (name: string, row) => (
        <span className="wrap-anywhere" data-testid={`order-cn-${row.id}`}>
          {name || '--'}
        </span>
      ),
    },
    {
      title: t('orders.list.validity'),
      dataIndex: 'validity',
      width: 90,
      render: (months: number) => t('orders.list.months', { count: months }),
    },
    {
      title: t('orders.list.status'),
      dataIndex: 'status',
      width: 140,
      render: (status: number, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <StatusTag status={status} />
          {statusExtra(row)}
        </span>
      ),
    },
    {
      title: t('orders.list.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`order-created-${row.id}`} />,
    },
    {
      title: t('orders.list.operations'),
      key: 'operations',
      fixed: 'right',
      width: 140,
      render: (_, row) => operations(row),
    },
  ];
}

/** A row's expanded facts: product, names, term, trial end and payment time. */
export function OrderRowFacts({ row, t }: { row: OrderListRow; t: TFunction }) {
  return (
    <Descriptions
      size="small"
      column={3}
      items={[
        { key: 'product', label: t('orders.list.product'), children: row.productName },
        { key: 'cn', label: t('orders.list.commonName'), children: row.commonName || '--' },
        {
          key: 'validity',
          label: t('orders.list.validity'),
          children: t('orders.list.months', { count: row.validity }),
        },
        ...(row.freeTrial && row.trialEndsAt
          ? [
              {
                key: 'trial',
                label: t('orders.list.freeTrial'),
                children: t('orders.list.trialEnds', { time: formatDateTime(row.trialEndsAt) }),
              },
            ]
          : []),
        ...(row.paidAt
          ? [{ key: 'paidAt', label: t('orders.list.paidAt'), children: formatDateTime(row.paidAt) }]
          : []),
      ]}
    />
  );
}
