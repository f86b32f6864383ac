import {
  opsCouponBody,
  opsPromoBody,
  OPS_COUPON_DESCRIBE_MAX,
  OPS_COUPON_TITLE_MAX,
  type OpsCouponRow,
  type OpsPromoRow,
} from '@portal/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import {
  createCoupon,
  createPromo,
  expireCoupon,
  expirePromo,
  opsCatalogueKey,
  useOpsCoupons,
  useOpsPromos,
  type CouponFilter,
} from '../api/opsCatalogue';
import { ActionDialog } from '../components/ActionDialog';
import { CampaignsTab } from '../components/CampaignsTab';
import { optionalTypedDate, typedDate, typedDateToIso } from '../logic/couponDates';
import '../ops.css';

const FILTERS: CouponFilter[] = ['all', 'usable', 'used', 'expired'];
const STATUS_COLOR = { usable: 'green', used: 'blue', expired: 'default' } as const;
/**
 * The coupons table's columns add up to this: what the console's content area holds at 1366 px beside its menu,
 * so every column (the validity window too) is in view there, none under the pinned actions column.
 */
const COUPON_TABLE_WIDTH = 1050;

function Window({ from, until }: { from: string; until: string }) {
  return (
    <span>
      <DateTimeText value={from} /> – <DateTimeText value={until} />
    </span>
  );
}

/**
 * /ops/catalogue/coupons: coupons of accounts (search, filter, a new coupon for an account by uid or e-mail, expire
 * now) and promo codes (new: an amount or a percentage off; expire now). Nothing is deleted: used ones stay.
 */
export function OpsCouponsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<CouponFilter>('all');
  const paging = usePaging();
  const coupons = useOpsCoupons({ query, status, ...paging.args });
  const promos = useOpsPromos();
  const [dialog, setDialog] = useState<
    | { kind: 'coupon' }
    | { kind: 'promo' }
    | { kind: 'expireCoupon'; row: OpsCouponRow }
    | { kind: 'expirePromo'; row: OpsPromoRow }
  >();

  useEffect(() => {
    document.title = `${t('opsCatalogue.console.coupons.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const k = (key: string) => t(`opsCatalogue.console.coupons.${key}`);
  const c = (key: string) => t(`opsCatalogue.console.coupons.columns.${key}`);
  const statusTag = (value: 'usable' | 'used' | 'expired', id: string) => (
    <Tag color={STATUS_COLOR[value]} data-testid={`ops-coupon-status-${id}`}>
      {t(`opsCatalogue.console.coupons.statuses.${value}`)}
    </Tag>
  );
  const done = (text: string) => {
    toast.success(text);
    setDialog(undefined);
    void queryClient.invalidateQueries({ queryKey: opsCatalogueKey });
  };

  const couponColumns: ResponsiveColumn<OpsCouponRow>[] = [
    { key: 'code', title: c('code'), dataIndex: 'code', width: 150, card: 'head' },
    { key: 'account', title: c('account'), dataIndex: 'email', width: 190, ellipsis: { showTitle: true } },
    { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 90 },
    { key: 'title', title: c('title'), dataIndex: 'title', width: 150 },
    {
      key: 'status',
      title: c('status'),
      dataIndex: 'status',
      width: 90,
      render: (value: OpsCouponRow['status'], row) => statusTag(value, String(row.id)),
    },
    {
      key: 'window',
      title: c('window'),
      width: 270,
      render: (_: unknown, row) => <Window from={row.publishAt} until={row.endAt} />,
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 110,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) =>
        row.status === 'usable' ? (
          <Button
            size="small"
            danger
            onClick={() => setDialog({ kind: 'expireCoupon', row })}
            data-testid={`ops-coupon-expire-${row.id}`}
          >
            {k('expire')}
          </Button>
        ) : null,
    },
  ];
  const promoColumns: ResponsiveColumn<OpsPromoRow>[] = [
    { key: 'code', title: c('code'), dataIndex: 'code', width: 160, card: 'head' },
    {
      key: 'off',
      title: c('off'),
      width: 110,
      render: (_: unknown, row) => (row.percentOff > 0 ? `${row.percentOff}%` : `$${row.amount}`),
    },
    {
      key: 'redemptions',
      title: c('redemptions'),
      width: 120,
      render: (_: unknown, row) => `${row.redemptions} / ${row.maxRedemptions ?? k('unlimited')}`,
    },
    {
      key: 'status',
      title: c('status'),
      dataIndex: 'status',
      width: 100,
      render: (value: OpsPromoRow['status'], row) => statusTag(value, row.code),
    },
    {
      key: 'window',
      title: c('window'),
      width: 320,
      render: (_: unknown, row) => <Window from={row.validFrom} until={row.validUntil} />,
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 130,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) =>
        row.status === 'expired' ? null : (
          <Button
            size="small"
            danger
            onClick={() => setDialog({ kind: 'expirePromo', row })}
            data-testid={`ops-promo-expire-${row.code}`}
          >
            {k('expire')}
          </Button>
        ),
    },
  ];

  const couponsTab = (
    <>
      <div className="ops-filters">
        <Input.Search
          allowClear
          placeholder={k('search')}
          onSearch={(value) => {
            setQuery(value.trim());
            paging.reset();
          }}
          style={{ maxWidth: 320 }}
          data-testid="ops-coupons-search"
        />
        <Select<CouponFilter>
          value={status}
          onChange={(next) => {
            setStatus(next);
            paging.reset();
          }}
          options={FILTERS.map((value) => ({
            value,
            label: t(`opsCatalogue.console.coupons.filters.${value}`),
          }))}
          style={{ minWidth: 140 }}
          data-testid="ops-coupons-filter"
        />
        <Button type="primary" onClick={() => setDialog({ kind: 'coupon' })} data-testid="ops-coupon-new">
          {k('create')}
        </Button>
      </div>
      <ResponsiveTable<OpsCouponRow>
        rowKey="id"
        size="middle"
        columns={couponColumns}
        dataSource={coupons.data?.list ?? []}
        loading={coupons.isFetching}
        pagination={paging.pagination(coupons.data?.total)}
        scroll={{ x: COUPON_TABLE_WIDTH }}
        rowTestId={(row) => `ops-coupon-row-${row.id}`}
        locale={{ emptyText: k('empty') }}
        data-testid="ops-coupons-table"
      />
    </>
  );
  const promosTab = (
    <>
      <div className="ops-filters">
        <Button type="primary" onClick={() => setDialog({ kind: 'promo' })} data-testid="ops-promo-new">
          {k('promoCreate')}
        </Button>
      </div>
      <ResponsiveTable<OpsPromoRow>
        rowKey="code"
        size="middle"
        columns={promoColumns}
        dataSource={promos.data?.list ?? []}
        loading={promos.isFetching}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1000 }}
        rowTestId={(row) => `ops-promo-row-${row.code}`}
        locale={{ emptyText: k('empty') }}
        data-testid="ops-promos-table"
      />
    </>
  );

  return (
    <div className="page" data-testid="ops-coupons-page">
      <div className="page__header">
        <h1 className="page__title">{k('title')}</h1>
      </div>
      <div className="page__card">
        <Tabs
          items={[
            { key: 'coupons', label: k('couponsTab'), children: couponsTab },
            {
              key: 'campaigns',
              label: (
                <span data-testid="ops-campaigns-tab">{t('opsCatalogue.console.coupons.campaigns.tab')}</span>
              ),
              children: <CampaignsTab />,
            },
            {
              key: 'promos',
              label: <span data-testid="ops-promos-tab">{k('promosTab')}</span>,
              children: promosTab,
            },
          ]}
        />
      </div>
      {dialog?.kind === 'coupon' && (
        <ActionDialog
          title={k('createTitle')}
          okText={k('create')}
          fields={[
            { name: 'account', label: k('account'), schema: opsCouponBody.shape.account },
            { name: 'amount', label: k('amount'), kind: 'amount', schema: opsCouponBody.shape.amount },
            { name: 'title', label: k('couponTitle'), maxLength: OPS_COUPON_TITLE_MAX },
            { name: 'describe', label: k('describe'), kind: 'area', maxLength: OPS_COUPON_DESCRIBE_MAX },
            { name: 'publishAt', label: `${k('publishAt')} · YYYY-MM-DD HH:mm`, schema: optionalTypedDate },
            { name: 'endAt', label: `${k('endAt')} · YYYY-MM-DD HH:mm`, schema: typedDate },
          ]}
          run={(v) =>
            createCoupon({
              account: v.account ?? '',
              amount: v.amount ?? '',
              title: v.title ?? '',
              describe: v.describe ?? '',
              ...(v.publishAt ? { publishAt: typedDateToIso(v.publishAt) } : {}),
              endAt: typedDateToIso(v.endAt ?? ''),
            })
          }
          onDone={(row) =>
            done(
              t('opsCatalogue.console.coupons.created', {
                code: row.code,
                amount: row.amount,
                email: row.email,
              }),
            )
          }
          onClose={() => setDialog(undefined)}
          testIdPrefix="ops-coupon-dialog"
        />
      )}
      {dialog?.kind === 'promo' && (
        <ActionDialog
          title={k('promoCreateTitle')}
          okText={k('promoCreate')}
          fields={[
            { name: 'code', label: k('promoCode'), schema: opsPromoBody.shape.code },
            { name: 'amount', label: `${k('promoAmount')} (USD)`, kind: 'amount' },
            { name: 'percentOff', label: k('percentOff') },
            { name: 'validFrom', label: `${k('publishAt')} · YYYY-MM-DD HH:mm`, schema: optionalTypedDate },
            { name: 'validUntil', label: `${k('endAt')} · YYYY-MM-DD HH:mm`, schema: typedDate },
            { name: 'maxRedemptions', label: k('maxRedemptions') },
          ]}
          run={(v) =>
            createPromo({
              code: v.code ?? '',
              ...(v.amount ? { amount: v.amount } : {}),
              ...(v.percentOff ? { percentOff: Number(v.percentOff) } : {}),
              ...(v.validFrom ? { validFrom: typedDateToIso(v.validFrom) } : {}),
              validUntil: typedDateToIso(v.validUntil ?? ''),
              ...(v.maxRedemptions ? { maxRedemptions: Number(v.maxRedemptions) } : {}),
            })
          }
          onDone={(row) => done(t('opsCatalogue.console.coupons.promoCreated', { code: row.code }))}
          onClose={() => setDialog(undefined)}
          testIdPrefix="ops-promo-dialog"
        />
      )}
      {(dialog?.kind === 'expireCoupon' || dialog?.kind === 'expirePromo') && (
        <ActionDialog<{ code: string }>
          danger
          title={t('opsCatalogue.console.coupons.expireTitle', { code: dialog.row.code })}
          okText={k('expire')}
          run={() =>
            dialog.kind === 'expireCoupon' ? expireCoupon(dialog.row.id) : expirePromo(dialog.row.code)
          }
          onDone={(row) => done(t('opsCatalogue.console.coupons.expired', { code: row.code }))}
          onClose={() => setDialog(undefined)}
          testIdPrefix={
            dialog.kind === 'expireCoupon' ? 'ops-coupon-expire-dialog' : 'ops-promo-expire-dialog'
          }
        >
          <p>{k('expireText')}</p>
        </ActionDialog>
      )}
    </div>
  );
}
