import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import type { InvoiceRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { may } from '../../../lib/access';
import { formatUsd } from '../../../lib/format';
import { usePaging } from '../../../lib/usePaging';
import { useInvoices } from '../api/listInvoices';
import { OrderRefs } from '../components/OrderRefs';
import { PATHS } from '../paths';
import '../billing.css';

/**
 * Invoicing (/admin/invoice/billing): one invoice per paid purchase — ID, orders, product description, date,
 * total — with "Invoice" opening the PDF in a new tab and an expandable "Quick View" row of the description.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const allowed = may('books.read');
  const paging = usePaging();
  const invoices = useInvoices(paging.args, allowed);

  useEffect(() => {
    document.title = `${t('books.billing.title')} · ${t('web.app.title')}`;
  }, [t]);

  // Below 992 px: cards with the invoice id on top, its amount and date on the right.
  const columns: ResponsiveColumn<InvoiceRow>[] = [
    {
      key: 'id',
      title: t('books.billing.id'),
      dataIndex: 'id',
      width: 80,
      card: 'head',
      render: (id: number) => `#${id}`,
    },
    {
      key: 'orders',
      title: t('books.billing.orderID'),
      dataIndex: 'OrderID',
      width: 160,
      render: (_, row) => <OrderRefs ordersID={row.ordersID} reissueOrdersID={row.reissueOrdersID} />,
    },
    {
      key: 'describe',
      title: t('books.billing.describe'),
      dataIndex: 'Describe',
      ellipsis: { showTitle: true },
    },
    {
      key: 'date',
      title: t('books.billing.date'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string, row) => <DateTimeText value={value} testId={`invoice-date-${row.id}`} />,
    },
    {
      key: 'amount',
      title: t('books.billing.amount'),
      dataIndex: 'totalAmount',
      width: 120,
      align: 'right',
      card: 'extra',
      render: (amount: number, row) => (
        <span className="nowrap" data-testid={`invoice-amount-${row.id}`}>
          {formatUsd(amount)}
        </span>
      ),
    },
    {
      title: t('books.billing.action'),
      key: 'action',
      width: 110,
      fixed: 'right',
      card: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          icon={<FilePdfOutlined />}
          href={PATHS.invoicePdf(row.id)}
          target="_blank"
          rel="noopener"
          data-testid={`invoice-open-${row.id}`}
        >
          {t('books.billing.invoice')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page" data-testid="billing-page">
      <div className="page__header">
        <h1 className="page__title">{t('books.billing.title')}</h1>
      </div>
      {allowed ? (
        <div className="page__card">
          <ResponsiveTable<InvoiceRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={invoices.data?.list ?? []}
            loading={invoices.isFetching}
            pending={allowed && invoices.isPending}
            pagination={paging.pagination(invoices.data?.total)}
            scroll={{ x: 860 }}
            expandable={{
              columnTitle: t('books.billing.quickView'),
              columnWidth: 100,
              expandedRowRender: (row) => (
                <div data-testid={`invoice-quickview-${row.id}`}>{row.Describe}</div>
              ),
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  type="link"
                  size="small"
                  onClick={(event) => onExpand(record, event)}
                  aria-expanded={expanded}
                  data-testid={`invoice-expand-${record.id}`}
                >
                  {t('books.billing.quickView')}
                </Button>
              ),
            }}
            rowTestId={(row) => `invoice-row-${row.id}`}
            locale={{ emptyText: t('books.billing.empty') }}
            data-testid="billing-table"
          />
        </div>
      ) : (
        <Alert type="info" showIcon title={t('books.errors.saleNoBooks')} data-testid="billing-not-allowed" />
      )}
    </div>
  );
}
