import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ActivityRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { FilterPanel } from '../../../components/FilterPanel';
import { may } from '../../../lib/access';
import { activeFilterCount } from '../../../lib/activeFilters';
import { formatUsd } from '../../../lib/format';
import { usePaging } from '../../../lib/usePaging';
import { useActivity } from '../api/listActivity';
import { ActivityFilters } from '../components/ActivityFilters';
import { OrderRefs } from '../components/OrderRefs';
import { activityArgs, type ActivityArgs } from '../logic/billingRules';
import { PATHS } from '../paths';
import '../billing.css';

const TYPE_COLORS = { addFunds: 'green', purchase: 'blue', refundSSL: 'orange' } as const;

/**
 * Account activity (/admin/invoice/account-activity): the balance with "Add funds", filters (type, order id,
 * dates without future days) and the paid top-ups, purchases and refunds, each with the balance it left.
 */
export function AccountActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = may('books.read');
  const [filters, setFilters] = useState<ActivityArgs>({});
  const paging = usePaging();
  const activity = useActivity({ ...filters, ...paging.args }, allowed);

  useEffect(() => {
    document.title = `${t('books.activity.title')} · ${t('web.app.title')}`;
  }, [t]);

  const search = (next: ActivityArgs) => {
    setFilters(next);
    paging.reset();
  };
  const rows = activity.data?.list ?? [];
  const filtered = Object.keys(filters).length > 0;

  // At 1366 px the columns fit without scrolling: the description takes what is left (ellipsis, full text in
  // its title) and the time never wraps or gets cut. Below 992 px: cards with the amount and time on top.
  const columns: ResponsiveColumn<ActivityRow>[] = [
    { key: 'id', title: t('books.activity.id'), dataIndex: 'id', width: 80 },
    {
      key: 'describe',
      title: t('books.activity.describe'),
      dataIndex: 'describe',
      ellipsis: { showTitle: true },
    },
    {
      key: 'orders',
      title: t('books.activity.orders'),
      width: 140,
      render: (_, row) => <OrderRefs ordersID={row.ordersID} reissueOrdersID={row.reissueOrdersID} />,
    },
    {
      key: 'type',
      title: t('books.activity.type'),
      dataIndex: 'type',
      width: 110,
      card: 'head',
      render: (type: ActivityRow['type']) => <Tag color={TYPE_COLORS[type]}>{t(`books.types.${type}`)}</Tag>,
    },
    {
      key: 'channel',
      title: t('books.activity.channel'),
      dataIndex: 'channel',
      width: 130,
      render: (channel: ActivityRow['channel']) => (channel ? t(`books.channels.${channel}`) : '--'),
    },
    {
      key: 'amount',
      title: t('books.activity.amount'),
      dataIndex: 'totalAmount',
      width: 120,
      align: 'right',
      card: 'extra',
      render: (amount: number, row) => (
        <span className="nowrap" data-testid={`activity-amount-${row.id}`}>
          {row.type === 'purchase' ? '-' : '+'}
          {formatUsd(amount)}
        </span>
      ),
    },
    {
      key: 'balance',
      title: t('books.activity.balanceAfter'),
      dataIndex: 'currentAmount',
      width: 130,
      align: 'right',
      render: (amount: number) => formatUsd(amount),
    },
    {
      key: 'paidAt',
      title: t('books.activity.paidAt'),
      dataIndex: 'paidAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string, row) => <DateTimeText value={value} testId={`activity-time-${row.id}`} />,
    },
  ];

  return (
    <div className="page" data-testid="activity-page">
      <div className="page__header">
        <h1 className="page__title">{t('books.activity.title')}</h1>
        {allowed && (
          <div className="billing-balance">
            <span>{t('web.common.label', { label: t('books.activity.balance') })}</span>
            <span className="billing-balance__amount" data-testid="activity-balance">
              {activity.data?.funds ?? '$0.00'}
            </span>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(PATHS.addFunds)}
              data-testid="activity-add-funds"
            >
              {t('books.activity.addFunds')}
            </Button>
          </div>
        )}
      </div>
      {allowed ? (
        <div className="page__card">
          <FilterPanel active={activeFilterCount(filters)} testId="activity-filter-panel">
            <ActivityFilters
              onSearch={(values) => search(activityArgs(values))}
              onReset={() => search({})}
              searching={activity.isFetching}
            />
          </FilterPanel>
          <ResponsiveTable<ActivityRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={activity.isFetching}
            pagination={paging.pagination(activity.data?.total)}
            scroll={{ x: 1040 }}
            rowTestId={(row) => `activity-row-${row.id}`}
            locale={{ emptyText: t(filtered ? 'books.activity.noMatch' : 'books.activity.empty') }}
            data-testid="activity-table"
          />
        </div>
      ) : (
        <Alert type="info" showIcon title={t('books.errors.saleNoBooks')} data-testid="billing-not-allowed" />
      )}
    </div>
  );
}
