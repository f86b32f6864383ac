import { opsRejectBody, ORDER_STATUS, type OpsUpstreamOrderAnswer } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { opsOrdersKey } from '../api/listOpsOrders';
import { refundUpstreamOrder, retryUpstreamOrder } from '../api/upstreamOrder';
import { ActionDialog } from './ActionDialog';

/**
 * An order waiting on its upstream CA (status 1 with a CA problem or a CA wait) or owing it a cancel: the operator
 * asks the CA again, or cancels and refunds the order (a money action: password re-confirmation), each after a
 * confirmation; the same service as `portal order:upstream-retry | order:upstream-refund`.
 */
export function UpstreamOrderActions({
  id,
  status,
  stuck,
  paid,
}: {
  id: number;
  status: number;
  stuck: boolean;
  paid: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'retry' | 'refund'>();
  const u = (key: string, vars?: Record<string, unknown>) =>
    t(`ops.console.orderDetail.upstream.${key}`, vars);
  if (!stuck) return null;
  const close = () => setOpen(undefined);
  const done = (answer: OpsUpstreamOrderAnswer, key: 'retried' | 'refunded') => {
    toast.success(u(key, { id: answer.id, refunded: answer.refunded, problem: answer.lastProblem ?? '' }));
    void queryClient.invalidateQueries({ queryKey: opsOrdersKey });
    close();
  };
  const refundable = paid && status === ORDER_STATUS.pending;
  return (
    <>
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => setOpen('retry')} data-testid="ops-order-upstream-retry">
          {u('retry')}
        </Button>
        {refundable && (
          <Button danger onClick={() => setOpen('refund')} data-testid="ops-order-upstream-refund">
            {u('refund')}
          </Button>
        )}
      </Space>
      {open === 'retry' && (
        <ActionDialog
          title={u('retryTitle', { id })}
          okText={u('retry')}
          run={() => retryUpstreamOrder(id)}
          onDone={(answer) => done(answer, 'retried')}
          onClose={close}
          testIdPrefix="ops-order-upstream-retry-dialog"
        />
      )}
      {open === 'refund' && (
        <ActionDialog
          money
          danger
          title={u('refundTitle', { id })}
          okText={u('refund')}
          fields={[{ name: 'reason', label: u('reason'), kind: 'area', schema: opsRejectBody.shape.reason }]}
          run={({ reason = '' }) => refundUpstreamOrder(id, reason)}
          onDone={(answer) => done(answer, 'refunded')}
          onClose={close}
          testIdPrefix="ops-order-upstream-refund-dialog"
        />
      )}
    </>
  );
}
