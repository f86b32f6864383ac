import {
  opsCampaignBody,
  OPS_COUPON_DESCRIBE_MAX,
  OPS_COUPON_TITLE_MAX,
  type OpsCampaignRow,
} from '@portal/contract';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { endCampaign, opsCatalogueKey, publishCampaign, useOpsCampaigns } from '../api/opsCatalogue';
import { optionalTypedDate, typedDate, typedDateToIso } from '../logic/couponDates';
import { ActionDialog } from './ActionDialog';

const STATUS_COLOR = { upcoming: 'blue', running: 'green', ended: 'default' } as const;

/**
 * The public coupons of the coupons page (`portal coupon:publish`): every account claims the newest running one
 * once; New publishes one, End now stops the claims (claimed coupons keep their own validity).
 */
export function CampaignsTab() {
  const { t } = useTranslation();
  const campaigns = useOpsCampaigns();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'end'; row: OpsCampaignRow }>();
  const k = (key: string, vars?: Record<string, unknown>) =>
    t(`opsCatalogue.console.coupons.campaigns.${key}`, vars);
  const c = (key: string) => t(`opsCatalogue.console.coupons.columns.${key}`);
  const done = (text: string) => {
    toast.success(text);
    setDialog(undefined);
    void queryClient.invalidateQueries({ queryKey: opsCatalogueKey });
  };

  const columns: ResponsiveColumn<OpsCampaignRow>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 80, card: 'head' },
    { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 110 },
    { key: 'title', title: c('title'), dataIndex: 'title', width: 200 },
    { key: 'claims', title: k('claims'), dataIndex: 'claims', width: 100 },
    {
      key: 'status',
      title: c('status'),
      dataIndex: 'status',
      width: 110,
      render: (value: OpsCampaignRow['status'], row) => (
        <Tag color={STATUS_COLOR[value]} data-testid={`ops-campaign-status-${row.id}`}>
          {k(`statuses.${value}`)}
        </Tag>
      ),
    },
    {
      key: 'window',
      title: c('window'),
      width: 320,
      render: (_: unknown, row) => (
        <span>
          <DateTimeText value={row.publishAt} /> – <DateTimeText value={row.endAt} />
        </span>
      ),
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 120,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) =>
        row.status === 'ended' ? null : (
          <Button
            size="small"
            danger
            onClick={() => setDialog({ kind: 'end', row })}
            data-testid={`ops-campaign-end-${row.id}`}
          >
            {k('end')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <p>{k('text')}</p>
      <div className="ops-filters">
        <Button type="primary" onClick={() => setDialog({ kind: 'new' })} data-testid="ops-campaign-new">
          {k('new')}
        </Button>
      </div>
      <ResponsiveTable<OpsCampaignRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={campaigns.data?.list ?? []}
        loading={campaigns.isFetching}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1100 }}
        rowTestId={(row) => `ops-campaign-row-${row.id}`}
        locale={{ emptyText: t('opsCatalogue.console.coupons.empty') }}
        data-testid="ops-campaigns-table"
      />
      {dialog?.kind === 'new' && (
        <ActionDialog
          title={k('newTitle')}
          okText={k('new')}
          fields={[
            {
              name: 'amount',
              label: t('opsCatalogue.console.coupons.amount'),
              kind: 'amount',
              schema: opsCampaignBody.shape.amount,
            },
            {
              name: 'title',
              label: t('opsCatalogue.console.coupons.couponTitle'),
              maxLength: OPS_COUPON_TITLE_MAX,
            },
            {
              name: 'describe',
              label: t('opsCatalogue.console.coupons.describe'),
              kind: 'area',
              maxLength: OPS_COUPON_DESCRIBE_MAX,
            },
            {
              name: 'publishAt',
              label: `${t('opsCatalogue.console.coupons.publishAt')} · YYYY-MM-DD HH:mm`,
              schema: optionalTypedDate,
            },
            {
              name: 'endAt',
              label: `${t('opsCatalogue.console.coupons.endAt')} · YYYY-MM-DD HH:mm`,
              schema: typedDate,
            },
          ]}
          run={(v) =>
            publishCampaign({
              amount: v.amount ?? '',
              title: v.title ?? '',
              describe: v.describe ?? '',
              ...(v.publishAt ? { publishAt: typedDateToIso(v.publishAt) } : {}),
              endAt: typedDateToIso(v.endAt ?? ''),
            })
          }
          onDone={(row) => done(k('published', { id: row.id, amount: row.amount }))}
          onClose={() => setDialog(undefined)}
          testIdPrefix="ops-campaign-dialog"
        />
      )}
      {dialog?.kind === 'end' && (
        <ActionDialog
          danger
          title={k('endTitle', { id: dialog.row.id })}
          okText={k('end')}
          run={() => endCampaign(dialog.row.id)}
          onDone={(row) => done(k('ended', { id: row.id }))}
          onClose={() => setDialog(undefined)}
          testIdPrefix="ops-campaign-end-dialog"
        >
          <p>{k('endText')}</p>
        </ActionDialog>
      )}
    </>
  );
}
