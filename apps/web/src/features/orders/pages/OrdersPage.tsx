import { ORDER_STATUS, type OrderListRow } from '@portal/contract';
import { Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../app/antdRoute';
import { FilterPanel } from '../../../components/FilterPanel';
import { LightButton } from '../../../components/LightButton';
import { TableSkeleton } from '../../../components/Skeleton';
import { may } from '../../../lib/access';
import { activeFilterCount } from '../../../lib/activeFilters';
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
import type { RowAction } from '../logic/orderMenus';
import { filterArgs, showPay } from '../logic/orderRules';
import './orders-page.css';

// The page draws its first screen without antd (issue 31: plain elements, the cards on a phone). Each antd widget
// is an island, loaded with antd's provider when wanted: the table (from 992 px on), the search form (folded on
// a phone until opened) and the dialogs and drawers (when opened).
const OrdersTable = antdIsland(() => import('../components/OrdersTable').then((m) => m.OrdersTable));
const OrderFilters = antdIsland(() => import('../components/OrderFilters').then((m) => m.OrderFilters));
const AutoRenewModal = antdIsland(() => import('../components/AutoRenewModal').then((m) => m.AutoRenewModal));
const CertDrawer = antdIsland(() => import('../components/CertDrawer').then((m) => m.CertDrawer));
const KeyManagerModal = antdIsland(() =>
  import('../components/KeyManagerModal').then((m) => m.KeyManagerModal),
);
const OrderInfoDrawer = antdIsland(() => import('../components/OrderDrawers').then((m) => m.OrderInfoDrawer));
const AuthInfoDrawer = antdIsland(() => import('../components/OrderDrawers').then((m) => m.AuthInfoDrawer));
const RefundModal = antdIsland(() =>
  import('../../../components/refund/RefundModal').then((m) => m.RefundModal),
);

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

  // The row's buttons are render functions the memoised cards compare: they change only with what they show (the
  // row being checked for Pay, the row saving to the key manager); presses read the latest actions.
  const latest = useRef({ actions, keyManager });
  useLayoutEffect(() => {
    latest.current = { actions, keyManager };
  });
  const keyManagerOn = keyManager.on;
  const keyManagerRow = keyManager.busyRow;
  const checkingPay = actions.checkingPay;

  /** Save-to-key-manager icon: issued orders (status 3) when the profile flag displayKeyManagerIcon is on. */
  const statusExtra = useCallback(
    (row: OrderListRow) =>
      keyManagerOn && row.status === ORDER_STATUS.complete ? (
        <LightButton
          kind="link"
          small
          className="btn--icon"
          icon="save"
          title={t('orders.keyManager.save')}
          aria-label={t('orders.keyManager.save')}
          loading={keyManagerRow === row.id}
          onClick={() => latest.current.keyManager.save([row.id], row.id)}
          data-testid={`order-keymanager-${row.id}`}
        />
      ) : null,
    [keyManagerOn, keyManagerRow, t],
  );

  const onRowAction = useCallback(
    (action: RowAction, row: OrderListRow) => latest.current.actions.handlers[action](row),
    [],
  );

  const operations = useCallback(
    (row: OrderListRow) => (
      <span className="order-ops">
        <LightButton
          kind="link"
          small
          onClick={() => latest.current.actions.view(row)}
          data-testid={`order-view-${row.id}`}
        >
          {t('orders.list.view')}
        </LightButton>
        {showPay(row, payAllowed) && (
          <LightButton
            kind="link"
            small
            loading={checkingPay === row.id}
            onClick={() => void latest.current.actions.pay(row)}
            data-testid={`order-pay-${row.id}`}
          >
            {t('orders.list.pay')}
          </LightButton>
        )}
        <OrderRowMenu
          row={row}
          payAllowed={payAllowed}
          refundAllowed={refundAllowed}
          onAction={onRowAction}
        />
      </span>
    ),
    [checkingPay, onRowAction, payAllowed, refundAllowed, t],
  );

  const { filters, firstPage, orders } = list;
  // The rows render in a transition (time-sliced): the answer's arrival does not block the page in one long task.
  const rows = useDeferredValue(list.rows);
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
          <LightButton
            icon="clock"
            title={t('orders.list.threeDaysHelp')}
            onClick={() => firstPage({ ...filters, tag: 'needPay' })}
            data-testid="orders-3days"
          >
            {t('orders.list.threeDays')}
          </LightButton>
          <LightButton
            icon="download"
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
          </LightButton>
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
          <div className="orders-notice" role="alert" data-testid="orders-3days-notice">
            <span className="orders-notice__icon" aria-hidden="true">
              !
            </span>
            {t('orders.list.threeDaysNotice')}
          </div>
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
