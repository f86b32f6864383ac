import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../lib/queries/orderInfo';
import { isPaidOrClosed } from '../logic/orderRules';
import { confirmAutoPayment, confirmRenewMode } from './orderConfirms';

/**
 * The order detail's automatic payment switch (of an unpaid order) and, for a paid order that can still renew, the
 * renewal choice: manual, automatic (a dialog: `onAutoRenew`) or never.
 */
export function RenewalButtons(props: {
  order: OrderDetail;
  payAllowed: boolean;
  renewable: boolean;
  onChanged: () => void;
  onAutoRenew: () => void;
}) {
  const { order, payAllowed, renewable, onChanged: refresh } = props;
  const { t } = useTranslation();
  // Its own Space: the page's Space spaces its direct children only.
  return (
    <Space wrap>
      <Tooltip title={order.paid ? t('orders.detail.autoPayPaid') : undefined}>
        {order.subscribeAutoPayment ? (
          <Button
            disabled={order.paid}
            onClick={() => confirmAutoPayment(t, order.id, false, refresh)}
            data-testid="order-no-auto-pay"
          >
            {t('orders.autoPayment.off')}
          </Button>
        ) : (
          <Button
            disabled={order.paid || !payAllowed || isPaidOrClosed(order)}
            onClick={() => confirmAutoPayment(t, order.id, true, refresh)}
            data-testid="order-auto-pay"
          >
            {t('orders.autoPayment.on')}
          </Button>
        )}
      </Tooltip>
      {renewable && (
        <>
          {order.renewMode === 'auto' ? (
            <Button
              onClick={() => confirmRenewMode(t, order.id, 'manual', refresh)}
              data-testid="order-manual-renew"
            >
              {t('orders.renewal.manual')}
            </Button>
          ) : (
            <Button onClick={props.onAutoRenew} data-testid="order-auto-renew">
              {t('orders.renewal.auto')}
            </Button>
          )}
          {order.renewMode !== 'never' && (
            <Button
              onClick={() => confirmRenewMode(t, order.id, 'never', refresh)}
              data-testid="order-do-not-renew"
            >
              {t('orders.renewal.never')}
            </Button>
          )}
        </>
      )}
    </Space>
  );
}
