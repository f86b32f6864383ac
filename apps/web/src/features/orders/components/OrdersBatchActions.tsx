import type { OrderListRow } from '@portal/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../app/antdRoute';
import { DropdownButton } from '../../../components/DropdownButton';
import { toast } from '../../../lib/toast';
import { useBulkCerts, type BulkCerts } from '../api/getBulkCerts';
import { batchActions, planBatch, type BatchAction } from '../logic/orderMenus';

// The dialogs are antd islands loaded when first opened: My Orders' first screen does without antd (issue 31).
const BulkCertModal = antdIsland(() => import('./BulkCertModal').then((m) => m.BulkCertModal));
const BulkFileModal = antdIsland(() => import('./BulkFileModal').then((m) => m.BulkFileModal));
const BulkPayDrawer = antdIsland(() => import('./BulkPayDrawer').then((m) => m.BulkPayDrawer));
const BulkSubmitModal = antdIsland(() => import('./BulkSubmitModal').then((m) => m.BulkSubmitModal));

/**
 * The batch menu of My Orders over the selected orders (bulk submit, bulk payment, bulk certificates, key
 * manager, bulk file) and the dialogs it opens. The menu is a light button that loads antd's dropdown on its first
 * press.
 */
export function OrdersBatchActions({
  selected,
  rows,
  payAllowed,
  keyManagerOn,
  keyManagerBusy,
  onKeyManager,
  onChanged,
  onPaid,
}: {
  selected: number[];
  rows: OrderListRow[];
  payAllowed: boolean;
  keyManagerOn: boolean;
  /** The key manager's batch export is running. */
  keyManagerBusy: boolean;
  onKeyManager: (ids: number[]) => void;
  /** Orders changed: the list is read again. */
  onChanged: () => void;
  /** Orders were paid: the selection is cleared and the list read again. */
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const bulkCerts = useBulkCerts();
  const [submitIds, setSubmitIds] = useState<number[]>();
  const [payIds, setPayIds] = useState<number[]>();
  const [certResult, setCertResult] = useState<BulkCerts>();
  const [bulkFileOpen, setBulkFileOpen] = useState(false);

  const labels: Record<BatchAction, ReactNode> = {
    submit: <span data-testid="orders-batch-submit">{t('orders.batch.submit')}</span>,
    pay: <span data-testid="orders-batch-pay">{t('orders.batch.pay')}</span>,
    cert: <span data-testid="orders-batch-cert">{t('orders.batch.cert')}</span>,
    keymanager: <span data-testid="orders-batch-keymanager">{t('orders.batch.keyManager')}</span>,
    file: <span data-testid="orders-batch-file">{t('orders.batch.file')}</span>,
  };
  const open: Record<BatchAction, (ids: number[]) => void> = {
    submit: setSubmitIds,
    pay: setPayIds,
    cert: (ids) => bulkCerts.mutate(ids, { onSuccess: setCertResult }),
    keymanager: onKeyManager,
    file: () => setBulkFileOpen(true),
  };
  const actions = batchActions({ payAllowed, keyManagerOn });
  const onBatch = (key: string) => {
    const action = actions.find((candidate) => candidate === key);
    if (!action) return;
    const plan = planBatch(action, selected, rows);
    if (plan.kind === 'open') open[plan.action](plan.ids);
    else if (plan.kind === 'warn') toast.warning(t(`orders.batch.${plan.message}`));
    else toast.info(t('orders.list.alreadyPaid'));
  };

  return (
    <>
      <div className="orders-batch">
        <DropdownButton
          items={actions.map((action) => ({ key: action, label: labels[action] }))}
          onSelect={onBatch}
          loading={bulkCerts.isPending || keyManagerBusy}
          testId="orders-batch"
        >
          {t('orders.batch.menu')}
        </DropdownButton>
        {selected.length > 0 && <span>{t('orders.list.selected', { count: selected.length })}</span>}
      </div>
      <Suspense fallback={null}>
        {submitIds && (
          <BulkSubmitModal
            key={submitIds.join(',')}
            ids={submitIds}
            onClose={(changed) => {
              setSubmitIds(undefined);
              if (changed) onChanged();
            }}
          />
        )}
        {payIds !== undefined && (
          <BulkPayDrawer
            ids={payIds}
            payAllowed={payAllowed}
            onClose={(paid) => {
              setPayIds(undefined);
              if (paid) onPaid();
            }}
          />
        )}
        {certResult !== undefined && (
          <BulkCertModal result={certResult} onClose={() => setCertResult(undefined)} />
        )}
        {bulkFileOpen && (
          <BulkFileModal
            open
            onClose={(created) => {
              setBulkFileOpen(false);
              if (created) onChanged();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
