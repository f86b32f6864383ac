import type { ExtractRow } from '@portal/contract';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { formatUsd } from '../../../lib/format';
import { usePaging } from '../../../lib/usePaging';
import { useAffiliateSummary, useExtractDetail, useExtracts } from '../api/affiliateQueries';
import { AmountFacts } from '../components/AmountFacts';
import { PayoutRequestForm } from '../components/PayoutRequestForm';
import { PAYOUT_COLORS } from '../logic/affiliate';
import '../affiliate.css';

/** Extract list: the payout requests with their state and comment (reason, or payment reference). */
function ExtractList() {
  const { t } = useTranslation();
  const paging = usePaging();
  const extracts = useExtracts(paging.args);
  const columns: ResponsiveColumn<ExtractRow>[] = [
    { key: 'ID', title: t('affiliate.extract.columns.id'), dataIndex: 'ID', width: 80, card: 'head' },
    { key: 'AccountUID', title: t('affiliate.extract.columns.uid'), dataIndex: 'AccountUID', width: 120 },
    {
      key: 'Status',
      title: t('affiliate.extract.columns.status'),
      dataIndex: 'Status',
      width: 120,
      render: (status: ExtractRow['Status'], row) => (
        <Tag color={PAYOUT_COLORS[status]} data-testid={`extract-status-${row.ID}`} data-status={status}>
          {t(`affiliate.payoutStatus.${status}`)}
        </Tag>
      ),
    },
    {
      key: 'TotalAmount',
      title: t('affiliate.extract.columns.total'),
      dataIndex: 'TotalAmount',
      width: 150,
      align: 'right',
      card: 'extra',
      render: (value: number, row) => (
        <span data-testid={`extract-amount-${row.ID}`}>{formatUsd(value)}</span>
      ),
    },
    {
      key: 'PayPalID',
      title: t('affiliate.extract.columns.payPalId'),
      dataIndex: 'PayPalID',
      width: 220,
      render: (value: string) => <span className="wrap-anywhere">{value}</span>,
    },
    {
      key: 'Comment',
      title: t('affiliate.extract.columns.comment'),
      dataIndex: 'Comment',
      render: (value: string) => <span className="wrap-anywhere">{value || '--'}</span>,
    },
    {
      key: 'CreatedAt',
      title: t('affiliate.extract.columns.createdAt'),
      dataIndex: 'CreatedAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'PaidAt',
      title: t('affiliate.extract.columns.paidAt'),
      dataIndex: 'PaidAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string | null) => <DateTimeText value={value} />,
    },
  ];
  return (
    <ResponsiveTable<ExtractRow>
      rowKey="ID"
      size="middle"
      columns={columns}
      dataSource={extracts.data?.list ?? []}
      loading={extracts.isFetching}
      pagination={paging.pagination(extracts.data?.total)}
      scroll={{ x: 1200 }}
      rowTestId={(row) => `extract-row-${row.ID}`}
      locale={{ emptyText: t('affiliate.extract.empty') }}
      data-testid="extract-table"
    />
  );
}

/** Extract details: what can be requested, what is frozen, what was earned; and the request form. */
function ExtractDetails() {
  const { t } = useTranslation();
  const detail = useExtractDetail();
  const summary = useAffiliateSummary();
  if (!detail.data || !summary.data) return <Spin data-testid="extract-detail-loading" />;
  return (
    <>
      <div className="affiliate-facts">
        <AmountFacts
          testId="extract-detail"
          facts={[
            {
              key: 'extractAmount',
              label: t('affiliate.extract.detail.extractAmount'),
              value: detail.data.extractAmount,
            },
            {
              key: 'freezeAmount',
              label: t('affiliate.extract.detail.freezeAmount'),
              value: detail.data.freezeAmount,
            },
            {
              key: 'totalAmount',
              label: t('affiliate.extract.detail.totalAmount'),
              value: detail.data.totalAmount,
            },
          ]}
        />
      </div>
      <PayoutRequestForm extractAmount={detail.data.extractAmount} lastPayPalId={summary.data.payPalID} />
    </>
  );
}

/** Commission extract (/admin/commission/extract): tabs Extract list and Extract details (spec 001 section 2). */
export function CommissionExtractPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('affiliate.extract.title')} · ${t('web.app.title')}`;
  }, [t]);
  return (
    <div className="page" data-testid="commission-extract-page">
      <div className="page__header">
        <h1 className="page__title">{t('affiliate.extract.title')}</h1>
      </div>
      <div className="page__card">
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'list',
              label: <span data-testid="extract-tab-list">{t('affiliate.extract.tabs.list')}</span>,
              children: <ExtractList />,
            },
            {
              key: 'details',
              label: <span data-testid="extract-tab-details">{t('affiliate.extract.tabs.details')}</span>,
              children: <ExtractDetails />,
            },
          ]}
        />
      </div>
    </div>
  );
}

export default CommissionExtractPage;
