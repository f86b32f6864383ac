import type { AuditLogRow } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { FilterPanel } from '../../../components/FilterPanel';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { activeFilterCount } from '../../../lib/activeFilters';
import { useIsMobile } from '../../../lib/useIsMobile';
import { usePaging } from '../../../lib/usePaging';
import { useAuditLog } from '../api/listAuditLog';
import { AuditFilters } from '../components/AuditFilters';
import { auditArgs, type AuditArgs } from '../logic/auditQuery';
import '../audit.css';

/**
 * Audit logs (/admin/account/logs): the team's entries (the main account's and its sub-users'), searched by the
 * account's e-mail and days (no future day); each row expands to its message. Below 992 px: cards, the message
 * as the card's last line.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<AuditArgs>({});
  const paging = usePaging();
  const log = useAuditLog({ ...filters, ...paging.args });

  useEffect(() => {
    document.title = `${t('audit.title')} · ${t('web.app.title')}`;
  }, [t]);

  const search = (next: AuditArgs) => {
    setFilters(next);
    paging.reset();
  };
  const filtered = Object.keys(filters).length > 0;
  const message = (row: AuditLogRow) =>
    row.message ? <pre className="audit-message">{row.message}</pre> : t('audit.noMessage');

  const columns: ResponsiveColumn<AuditLogRow>[] = [
    {
      key: 'name',
      title: t('audit.columns.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: { showTitle: true },
      card: 'head',
    },
    { key: 'ip', title: t('audit.columns.ip'), dataIndex: 'ip', width: 150 },
    {
      key: 'activity',
      title: t('audit.columns.activity'),
      dataIndex: 'activity',
      width: 350,
      ellipsis: { showTitle: true },
    },
    {
      key: 'createdAt',
      title: t('audit.columns.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string, row) => <DateTimeText value={value} testId={`audit-time-${row.id}`} />,
    },
    // On a card the expandable row does not exist: the message is the card's last line.
    ...(mobile
      ? [
          {
            key: 'message',
            title: t('audit.columns.message'),
            card: 'actions' as const,
            render: (_: unknown, row: AuditLogRow) => message(row),
          },
        ]
      : []),
  ];

  return (
    <div className="page" data-testid="audit-page">
      <div className="page__header">
        <h1 className="page__title">{t('audit.title')}</h1>
      </div>
      <div className="page__card">
        <FilterPanel active={activeFilterCount(filters)} testId="audit-filter-panel">
          <AuditFilters
            onSearch={(values) => search(auditArgs(values))}
            onReset={() => search({})}
            searching={log.isFetching}
          />
        </FilterPanel>
        <ResponsiveTable<AuditLogRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={log.data?.list ?? []}
          loading={log.isFetching}
          pagination={paging.pagination(log.data?.total)}
          scroll={{ x: 900 }}
          expandable={{ expandedRowRender: message }}
          rowTestId={(row) => `audit-row-${row.id}`}
          locale={{ emptyText: t(filtered ? 'audit.noMatch' : 'audit.empty') }}
          data-testid="audit-table"
        />
      </div>
    </div>
  );
}
