import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import type { StatementRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { may } from '../../../lib/access';
import { formatUsd } from '../../../lib/format';
import { DOWNLOAD_TOAST_DELAY_MS } from '../../../lib/saveFile';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { useDownloadStatementCsv } from '../api/downloadStatementCsv';
import { useGenerateStatement } from '../api/generateStatement';
import { useStatements } from '../api/listStatements';
import { isUnreportableMonth } from '../logic/billingRules';
import '../billing.css';

/**
 * Account statement (/admin/invoice/account-statement): a month picker (finished UTC months only, the server's rule),
 * "Create Report" (the server takes finished months only; again = recomputed), the statements and a CSV of
 * each month's activity in the browser's timezone.
 */
export function AccountStatementPage() {
  const { t } = useTranslation();
  const allowed = may('books.read');
  const paging = usePaging();
  const statements = useStatements(paging.args, allowed);
  const generate = useGenerateStatement();
  const csv = useDownloadStatementCsv();
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [downloading, setDownloading] = useState<number>();

  useEffect(() => {
    document.title = `${t('books.statement.title')} · ${t('web.app.title')}`;
  }, [t]);

  const create = () => {
    if (!month) {
      toast.warning(t('books.validation.monthRequired'));
      return;
    }
    generate.mutate(month.format('YYYY-MM'), {
      onSuccess: () => {
        toast.success(t('books.statement.created'));
        paging.reset();
      },
    });
  };

  const download = (row: StatementRow) => {
    setDownloading(row.id);
    csv.mutate(row, {
      onSuccess: () =>
        window.setTimeout(() => toast.success(t('books.statement.csvDone')), DOWNLOAD_TOAST_DELAY_MS),
      onSettled: () => setDownloading(undefined),
    });
  };

  const money = (amount: number) => formatUsd(amount);
  // Below 992 px: cards with the month on top and its total on the right.
  const columns: ResponsiveColumn<StatementRow>[] = [
    {
      key: 'time',
      title: t('books.statement.time'),
      dataIndex: 'time',
      width: 100,
      card: 'head',
      render: (month: string, row) => (
        <span className="nowrap" data-testid={`statement-time-${row.id}`}>
          {month}
        </span>
      ),
    },
    {
      key: 'total',
      title: t('books.statement.totalPurchase'),
      dataIndex: 'totalPurchase',
      align: 'right',
      card: 'extra',
      render: (amount: number, row) => (
        <span className="nowrap" data-testid={`statement-total-${row.id}`}>
          {money(amount)}
        </span>
      ),
    },
    {
      key: 'paypal',
      title: t('books.statement.payPalPurchase'),
      dataIndex: 'payPalPurchase',
      align: 'right',
      render: money,
    },
    {
      key: 'fund',
      title: t('books.statement.fundPurchase'),
      dataIndex: 'fundPurchase',
      align: 'right',
      render: money,
    },
    {
      key: 'createdAt',
      title: t('books.statement.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`statement-created-${row.id}`} />,
    },
    {
      key: 'updatedAt',
      title: t('books.statement.updatedAt'),
      dataIndex: 'updatedAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`statement-updated-${row.id}`} />,
    },
    {
      title: t('books.statement.action'),
      key: 'action',
      width: 100,
      fixed: 'right',
      card: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={downloading === row.id}
          onClick={() => download(row)}
          data-testid={`statement-csv-${row.id}`}
        >
          {t('books.statement.csv')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page" data-testid="statement-page">
      <div className="page__header">
        <h1 className="page__title">{t('books.statement.title')}</h1>
      </div>
      {allowed ? (
        <div className="page__card">
          <div className="billing-statement-form">
            <DatePicker
              picker="month"
              value={month}
              onChange={setMonth}
              placeholder={t('books.statement.monthPlaceholder')}
              disabledDate={(day) => isUnreportableMonth(day, new Date())}
              aria-label={t('books.statement.month')}
              inputReadOnly
              data-testid="statement-month"
            />
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              loading={generate.isPending}
              onClick={create}
              data-testid="statement-create"
            >
              {t('books.statement.create')}
            </Button>
          </div>
          <div className="billing-note">{t('books.statement.explain')}</div>
          <ResponsiveTable<StatementRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={statements.data?.list ?? []}
            loading={statements.isFetching}
            pagination={paging.pagination(statements.data?.total)}
            scroll={{ x: 900 }}
            rowTestId={(row) => `statement-row-${row.id}`}
            locale={{ emptyText: t('books.statement.empty') }}
            data-testid="statement-table"
          />
        </div>
      ) : (
        <Alert type="info" showIcon title={t('books.errors.saleNoBooks')} data-testid="billing-not-allowed" />
      )}
    </div>
  );
}
