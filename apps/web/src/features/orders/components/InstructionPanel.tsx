import { ISSUED_ORDER_STATUSES, ORDER_STATUS } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

import { instructionKey } from '../logic/instructions';

/** What the status means for the customer and what to do next (one short text per status and method). */
export function InstructionPanel({
  order,
  allAutomatic = false,
}: {
  order: { status: number; authMethod: string; paid: boolean; freeTrial: boolean };
  /** Every name validates by itself (a delegation or a DNS connector): nothing to publish. */
  allAutomatic?: boolean;
}) {
  const { t } = useTranslation();
  const key = instructionKey(order, allAutomatic);
  const issued = ISSUED_ORDER_STATUSES.includes(order.status);
  return (
    <Alert
      type={
        order.status === ORDER_STATUS.invalid || order.status === ORDER_STATUS.failed ? 'warning' : 'info'
      }
      showIcon
      style={{ marginBottom: 16 }}
      title={t('orders.instructions.title')}
      description={
        <span data-testid="order-instructions" data-key={key}>
          {t(`orders.instructions.${key}`, { defaultValue: t('orders.instructions.other') })}{' '}
          {issued && <a href="/ssl-download">{t('orders.instructions.filesHelp')}</a>}
        </span>
      }
    />
  );
}
