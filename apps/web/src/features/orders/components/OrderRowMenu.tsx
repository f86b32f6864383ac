import type { OrderListRow } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownButton } from '../../../components/DropdownButton';
import { rowActions, type RowAction } from '../logic/orderMenus';

/** One handler per action: the record type makes a missing or misspelt action a type error. */
export type RowActionHandlers = Record<RowAction, (row: OrderListRow) => void>;

/**
 * A row's "More" menu of My Orders (the actions come from `rowActions`): a light button whose first press loads
 * antd's dropdown already open (issue 31).
 */
export function OrderRowMenu({
  row,
  payAllowed,
  refundAllowed,
  onAction,
}: {
  row: OrderListRow;
  payAllowed: boolean;
  /** The caller's `refunds.apply` capability. */
  refundAllowed: boolean;
  /** A chosen action (the page passes one stable function, so the memoised cards keep their menus). */
  onAction: (action: RowAction, row: OrderListRow) => void;
}) {
  const { t } = useTranslation();
  const labels: Record<RowAction, ReactNode> = {
    submit: <span data-testid={`order-submit-${row.id}`}>{t('orders.detail.submit')}</span>,
    validate: <span data-testid={`order-validate-${row.id}`}>{t('orders.validation.submit')}</span>,
    details: t('orders.drawers.details'),
    cert: t('orders.drawers.cert'),
    authInfo: t('orders.drawers.authInfo'),
    autoPay: t('orders.autoPayment.on'),
    noAutoPay: t('orders.autoPayment.off'),
    autoRenew: t('orders.renewal.auto'),
    manualRenew: t('orders.renewal.manual'),
    doNotRenew: t('orders.renewal.never'),
    refund: <span data-testid={`order-row-refund-${row.id}`}>{t('orders.detail.refund')}</span>,
  };
  const actions = rowActions(row, payAllowed, refundAllowed);
  const items = actions.map((action) => ({ key: action, label: labels[action] }));
  const onSelect = (key: string) => {
    const action = actions.find((candidate) => candidate === key);
    if (action) onAction(action, row);
  };
  return (
    <DropdownButton items={items} onSelect={onSelect} kind="link" small testId={`order-more-${row.id}`}>
      {t('orders.renewal.more')}
    </DropdownButton>
  );
}
