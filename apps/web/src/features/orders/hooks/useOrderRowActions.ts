import type { OrderListRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCommitOrder } from '../api/commitOrder';
import type { RowActionHandlers } from '../components/OrderRowMenu';
import { PATHS } from '../paths';
import { usePayOrder } from './usePayOrder';

/** The confirmations use antd's Modal: loaded when asked, so My Orders' first screen does without antd (issue 31). */
const confirms = () => import('../components/orderConfirms');

export type OrderDrawer = { kind: 'details' | 'cert' | 'authInfo'; id: number };

/**
 * What a row of My Orders does: Pay (after checking it is still unpaid), and each action of its menu (submit,
 * validation, drawers, auto-payment, renewal choices, refund). `refresh` reads the list again after a change.
 */
export function useOrderRowActions(refresh: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commit = useCommitOrder();
  const payment = usePayOrder(refresh);
  const [drawer, setDrawer] = useState<OrderDrawer>();
  const [autoRenewFor, setAutoRenewFor] = useState<number>();
  const [refundFor, setRefundFor] = useState<number>();

  const handlers: RowActionHandlers = {
    submit: (row) =>
      commit.mutate(row.id, {
        onSuccess: () => {
          toast.success(t('orders.detail.submitted'));
          refresh();
        },
        onError: (error) => toast.error(isApiError(error) ? error.msg : t('orders.detail.loadFailed')),
      }),
    validate: (row) => void navigate(PATHS.detail(row.id)),
    details: (row) => setDrawer({ kind: 'details', id: row.id }),
    cert: (row) => setDrawer({ kind: 'cert', id: row.id }),
    authInfo: (row) => setDrawer({ kind: 'authInfo', id: row.id }),
    autoPay: (row) => void confirms().then((m) => m.confirmAutoPayment(t, row.id, true, refresh)),
    noAutoPay: (row) => void confirms().then((m) => m.confirmAutoPayment(t, row.id, false, refresh)),
    autoRenew: (row) => setAutoRenewFor(row.id),
    manualRenew: (row) => void confirms().then((m) => m.confirmRenewMode(t, row.id, 'manual', refresh)),
    doNotRenew: (row) => void confirms().then((m) => m.confirmRenewMode(t, row.id, 'never', refresh)),
    refund: (row) => setRefundFor(row.id),
  };

  return {
    pay: (row: OrderListRow) => payment.pay(row.id),
    checkingPay: payment.checking,
    handlers,
    view: (row: OrderListRow) => void navigate(PATHS.detail(row.id)),
    drawer,
    closeDrawer: () => setDrawer(undefined),
    autoRenewFor,
    closeAutoRenew: () => setAutoRenewFor(undefined),
    /** The order whose refund application is open (the row menu's Refund). */
    refundFor,
    closeRefund: () => setRefundFor(undefined),
  };
}
