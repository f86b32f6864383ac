import { formatUsdCents, type OpsMarginRow } from '@portal/contract';
import Empty from 'antd/es/empty';
import InputNumber from 'antd/es/input-number';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { useOpsUpstreamMargin } from '../api/opsUpstreams';

const DEFAULT_MONTHS = 12;

/** One month's rows and their sum (every upstream), so the table reads month by month. */
type Line = OpsMarginRow & { key: string; total: boolean };

function linesOf(list: OpsMarginRow[]): Line[] {
  const lines: Line[] = [];
  for (const month of [...new Set(list.map((row) => row.month))]) {
    const rows = list.filter((row) => row.month === month);
    lines.push(...rows.map((row) => ({ ...row, key: `${month}-${row.upstream}`, total: false })));
    if (rows.length > 1)
      lines.push({
        key: `${month}-total`,
        total: true,
        month,
        upstream: '',
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        revenueCents: rows.reduce((sum, row) => sum + row.revenueCents, 0),
        costCents: rows.reduce((sum, row) => sum + row.costCents, 0),
        marginCents: rows.reduce((sum, row) => sum + row.marginCents, 0),
        costUnknown: rows.reduce((sum, row) => sum + row.costUnknown, 0),
      });
  }
  return lines;
}

/**
 * The monthly margin report of the upstream CAs page (GET ops/upstream-margin; docs/domain/upstreams.md "Wholesale
 * cost"): per month and upstream, what customers paid, what the upstream charged and the margin, in US dollars;
 * orders whose cost is not known are counted and left out of cost and margin.
 */
export function UpstreamMargin() {
  const { t } = useTranslation();
  const [months, setMonths] = useState(DEFAULT_MONTHS);
  const report = useOpsUpstreamMargin(months);
  const m = (key: string) => t(`opsUpstreams.margin.${key}`);
  const c = (key: string) => t(`opsUpstreams.margin.columns.${key}`);
  const money = (cents: number, row: Line, key: string) => (
    <span data-testid={`ops-margin-${key}-${row.key}`}>{formatUsdCents(cents)}</span>
  );
  const columns: ResponsiveColumn<Line>[] = [
    { key: 'month', title: c('month'), dataIndex: 'month', width: 100, card: 'head' },
    {
      key: 'upstream',
      title: c('upstream'),
      width: 150,
      render: (_: unknown, row) => (row.total ? <strong>{m('total')}</strong> : row.upstream),
    },
    { key: 'orders', title: c('orders'), dataIndex: 'orders', width: 90 },
    {
      key: 'revenue',
      title: c('revenue'),
      width: 130,
      render: (_: unknown, row) => money(row.revenueCents, row, 'revenue'),
    },
    {
      key: 'cost',
      title: c('cost'),
      width: 170,
      render: (_: unknown, row) => (
        <>
          {money(row.costCents, row, 'cost')}
          {row.costUnknown > 0 && (
            <div className="ops-muted" data-testid={`ops-margin-unknown-${row.key}`}>
              {t('opsUpstreams.margin.unknownCount', { count: row.costUnknown })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'margin',
      title: c('margin'),
      width: 130,
      card: 'extra',
      render: (_: unknown, row) => money(row.marginCents, row, 'margin'),
    },
  ];

  return (
    <div className="page__card" data-testid="ops-upstream-margin">
      <h2 className="ops-section">{m('title')}</h2>
      <p>{m('intro')}</p>
      <label>
        {m('months')}{' '}
        <InputNumber
          min={1}
          max={60}
          value={months}
          onChange={(value) => value && setMonths(value)}
          data-testid="ops-margin-months"
        />
      </label>
      {report.isError ? (
        <Empty description={m('loadFailed')} />
      ) : (
        <ResponsiveTable<Line>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={linesOf(report.data?.list ?? [])}
          pending={report.isPending}
          pagination={{ pageSize: 100, hideOnSinglePage: true }}
          rowTestId={(row) => `ops-margin-row-${row.key}`}
          locale={{ emptyText: m('empty') }}
        />
      )}
    </div>
  );
}
