import type { OpsAuditRow } from '@portal/contract';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { usePaging } from '../../../lib/usePaging';
import { useOpsAudit } from '../api/listOpsAudit';
import '../ops.css';

/** /ops/audit: the operator audit trail, newest first, searched by action, operator e-mail or target. */
export function OpsAuditPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const paging = usePaging();
  const audit = useOpsAudit({ ...(q ? { q } : {}), ...paging.args });

  useEffect(() => {
    document.title = `${t('ops.console.audit.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const columns: ResponsiveColumn<OpsAuditRow>[] = [
    {
      key: 'createdAt',
      title: t('ops.console.audit.columns.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'action',
      title: t('ops.console.audit.columns.action'),
      dataIndex: 'action',
      width: 170,
      card: 'head',
    },
    {
      key: 'operator',
      title: t('ops.console.audit.columns.operator'),
      dataIndex: 'operatorEmail',
      width: 220,
      ellipsis: { showTitle: true },
    },
    { key: 'ip', title: t('ops.console.audit.columns.ip'), dataIndex: 'ip', width: 130 },
    {
      key: 'target',
      title: t('ops.console.audit.columns.target'),
      dataIndex: 'targetId',
      width: 150,
      render: (id: string, row) => `${row.targetType} ${id}`,
    },
    {
      key: 'details',
      title: t('ops.console.audit.columns.details'),
      dataIndex: 'details',
      render: (details: OpsAuditRow['details']) => (
        <pre className="ops-details">{JSON.stringify(details, null, 1)}</pre>
      ),
    },
  ];

  return (
    <div className="page" data-testid="ops-audit-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.audit.title')}</h1>
      </div>
      <div className="page__card">
        <Input.Search
          allowClear
          maxLength={200}
          placeholder={t('ops.console.audit.search')}
          onSearch={(value) => {
            setQ(value.trim());
            paging.reset();
          }}
          style={{ maxWidth: 360, marginBottom: 16 }}
          data-testid="ops-audit-search"
        />
        <ResponsiveTable<OpsAuditRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={audit.data?.list ?? []}
          loading={audit.isFetching}
          pagination={paging.pagination(audit.data?.total)}
          scroll={{ x: 1100 }}
          rowTestId={(row) => `ops-audit-row-${row.id}`}
          locale={{ emptyText: t('ops.console.audit.empty') }}
          data-testid="ops-audit-table"
        />
      </div>
    </div>
  );
}
