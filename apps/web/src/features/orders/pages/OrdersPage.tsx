import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { ORDER_STATUS, type OrderListRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '../../../components/FilterPanel';
import { TableSkeleton } from '../../../components/Skeleton';
import { may } from '../../../lib/access';
import { activeFilterCount } from '../../../lib/activeFilters';
import { lazyNamed } from '../../../lib/lazyNamed';
import { useProfile } from '../../../lib/queries/profile';
import { DOWNLOAD_TOAST_DELAY_MS } from '../../../lib/saveFile';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useDownloadOrdersCsv } from '../api/downloadOrdersCsv';
import { OrderCards } from '../components/OrderCards';
import { OrderRowMenu } from '../components/OrderRowMenu';
import { OrdersBatchActions } from '../components/OrdersBatchActions';
import { useKeyManagerSave } from '../hooks/useKeyManagerSave';
import { useOrderRowActions } from '../hooks/useOrderRowActions';
import { useOrdersList } from '../hooks/useOrdersList';
import { filterArgs, showPay } from '../logic/orderRules';

// What the first screen of a phone does not show is loaded when wanted (issue 31): the table (from 992 px on), the
// search form (folded on a phone until opened) and the dialogs and drawers (when opened).
const OrdersTable = lazyNamed(() => import('../components/OrdersTable'), 'OrdersTable');
const OrderFilters = lazyNamed(() => import('../components/OrderFilters'), 'OrderFilters');
const AutoRenewModal = lazyNamed(() => import('../components/AutoRenewModal'), 'AutoRenewModal');
const CertDrawer = lazyNamed(() => import('../components/CertDrawer'), 'CertDrawer');
const KeyManagerModal = lazyNamed(() => import('../components/KeyManagerModal'), 'KeyManagerModal');
const OrderInfoDrawer = lazyNamed(() => import('../components/OrderDrawers'), 'OrderInfoDrawer');
const AuthInfoDrawer = lazyNamed(() => import('../components/OrderDrawers'), 'AuthInfoDrawer');
const RefundModal = lazyNamed(() => import('../../../components/refund/RefundModal'), 'RefundModal');

/**
 * My Orders (/admin/order/list): search form (a `?tag=` preselects the status), "3 Days Pay" and "CSV
 * Download", the paged list (cards below 992 px) with View, Pay and the row menu, and the batch menu on selected
 * orders. The state lives in `useOrdersList`, the row's actions in `useOrderRowActions`.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const payAllowed = may('pay');
  const refundAllowed = may('refunds.apply');
  // The refund form's defaults: the profile's contact email and telephone (as the reissue detail's refund data).
  const profile = useProfile();
  const list = useOrdersList();
  const actions = useOrderRowActions(list.refetch);
  const keyManager = useKeyManagerSave();
  const csv = useDownloadOrdersCsv();

  useEffect(() => {
    document.title = `${t('orders.list.title')} · ${t('web.app.title')}`;
  }, [t]);

  /** Save-to-key-manager icon: issued orders (status 3) when the profile flag displayKeyManagerIcon is on. */
  const statusExtra = (row: OrderListRow) =>
    keyManager.on && row.status === ORDER_STATUS.complete ? (
      <Tooltip title={t('orders.keyManager.save')}>
        <Button
          type="link"
          size="small"
          icon={<SaveOutlined />}
          aria-label={t('orders.keyManager.save')}
          loading={keyManager.busyFor(row.id)}
          onClick={() => keyManager.save([row.id], row.id)}
          data-testid={`order-keymanager-${row.id}`}
        />
      </Tooltip>
    ) : null;

  const operations = (row: OrderListRow) => (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => actions.view(row)} data-testid={`order-view-${row.id}`}>
        {t('orders.list.view')}
      </Button>
      {showPay(row, payAllowed) && (
        <Button
          type="link"
          size="small"
          loading={actions.checkingPay === row.id}
          onClick={() => void actions.pay(row)}
          data-testid={`order-pay-${row.id}`}
        >
          {t('orders.list.pay')}
        </Button>
      )}
      <OrderRowMenu
        row={row}
        payAllowed={payAllowed}
        refundAllowed={refundAllowed}
        handlers={actions.handlers}
      />
    </Space>
  );

  const { filters, firstPage, orders, rows } = list;
  const drawer = actions.drawer;
  /** What the phone's cards and the desktop table both show. */
  const shown = {
    rows,
    loading: orders.isFetching && !orders.isPending,
    pending: orders.isPending,
    emptyText: list.emptyText,
    pagination: list.pagination,
    selected: list.selected,
    onSelect: list.setSelected,
    operations,
    statusExtra,
  };
  return (
    <div className="page" data-testid="orders-page">
      <div className="page__header" data-testid="orders-header">
        <h1 className="page__title">{t('orders.list.title')}</h1>
        <div className="page__actions">
          <Tooltip title={t('orders.list.threeDaysHelp')}>
            <Button
              icon={<FieldTimeOutlined />}
              onClick={() => firstPage({ ...filters, tag: 'needPay' })}
              data-testid="orders-3days"
            >
              {t('orders.list.threeDays')}
            </Button>
          </Tooltip>
          <Button
            icon={<DownloadOutlined />}
            loading={csv.isPending}
            onClick={() =>
              csv.mutate(filterArgs(filters), {
                onSuccess: () =>
                  window.setTimeout(() => toast.success(t('orders.list.csvDone')), DOWNLOAD_TOAST_DELAY_MS),
              })
            }
            data-testid="orders-csv"
          >
            {t('orders.list.csv')}
          </Button>
        </div>
      </div>
      <div className="page__card">
        <FilterPanel
          active={activeFilterCount(filterArgs(filters), ['timeType'])}
          testId="orders-filter-panel"
        >
          <Suspense fallback={null}>
            <OrderFilters
              values={filters}
              onSearch={firstPage}
              onReset={() => firstPage({})}
              searching={orders.isFetching}
            />
          </Suspense>
        </FilterPanel>
        {filters.tag === 'needPay' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('orders.list.threeDaysNotice')}
            data-testid="orders-3days-notice"
          />
        )}
        <OrdersBatchActions
          selected={list.selected}
          rows={rows}
          payAllowed={payAllowed}
          keyManagerOn={keyManager.on}
          keyManagerBusy={keyManager.batchBusy}
          onKeyManager={(ids) => keyManager.save(ids)}
          onChanged={list.refetch}
          onPaid={() => {
            list.setSelected([]);
            list.refetch();
          }}
        />
        {mobile ? (
          <OrderCards {...shown} />
        ) : (
          <Suspense fallback={<TableSkeleton />}>
            <OrdersTable {...shown} page={list.page} pageSize={list.pageSize} />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        {drawer?.kind === 'details' && <OrderInfoDrawer orderID={drawer.id} onClose={actions.closeDrawer} />}
        {drawer?.kind === 'authInfo' && <AuthInfoDrawer orderID={drawer.id} onClose={actions.closeDrawer} />}
        {drawer?.kind === 'cert' && <CertDrawer orderID={drawer.id} open onClose={actions.closeDrawer} />}
        {actions.autoRenewFor !== undefined && (
          <AutoRenewModal
            orderID={actions.autoRenewFor}
            open
            onClose={(done: boolean) => {
              actions.closeAutoRenew();
              if (done) list.refetch();
            }}
          />
        )}
        {actions.refundFor !== undefined && (
          <RefundModal
            orderID={actions.refundFor}
            open
            defaults={{
              email: profile.data?.contactInfo.email ?? '',
              phone: profile.data?.enterpriseInfo.telephone ?? '',
            }}
            onClose={(done: boolean) => {
              actions.closeRefund();
              if (done) list.refetch();
            }}
          />
        )}
        {keyManager.result !== undefined && (
          <KeyManagerModal result={keyManager.result} onClose={keyManager.clearResult} />
        )}
      </Suspense>
    </div>
  );
}

export default OrdersPage;
