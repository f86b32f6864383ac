import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { TFunction } from 'i18next';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { subscribeOrder } from '../api/subscribeOrder';
import { setRenewal } from '../api/setRenewal';

/** Auto-payment (on) and no-auto-payment (off) for an unpaid order: asked first, then PUT order/subscribe. */
export function confirmAutoPayment(t: TFunction, orderID: number, on: boolean, onDone: () => void) {
  Modal.confirm({
    title: t(on ? 'orders.autoPayment.onTitle' : 'orders.autoPayment.offTitle'),
    content: t(on ? 'orders.autoPayment.onExplain' : 'orders.autoPayment.offExplain'),
    okButtonProps: testId<ButtonProps>(on ? 'auto-pay-ok' : 'no-auto-pay-ok'),
    onOk: () =>
      subscribeOrder({ orderID, subscribeAutoPayment: on }).then(() => {
        toast.success(t(on ? 'orders.detail.autoPayOn' : 'orders.detail.autoPayOff'));
        onDone();
      }),
  });
}

/**
 * Do-not-renew: no renewal order is made when the order ends (reminders still go out). Turning auto-renewal off
 * goes back to the default (reminders, the customer renews by hand).
 */
export function confirmRenewMode(
  t: TFunction,
  orderID: number,
  mode: 'never' | 'manual',
  onDone: () => void,
) {
  Modal.confirm({
    title: t(mode === 'never' ? 'orders.renewal.neverTitle' : 'orders.renewal.manualTitle'),
    content: t(mode === 'never' ? 'orders.renewal.neverExplain' : 'orders.renewal.manualExplain'),
    okButtonProps: testId<ButtonProps>(mode === 'never' ? 'do-not-renew-ok' : 'manual-renew-ok'),
    onOk: () =>
      setRenewal({ orderID, renewMode: mode }).then(() => {
        toast.success(t(mode === 'never' ? 'orders.renewal.neverDone' : 'orders.renewal.manualDone'));
        onDone();
      }),
  });
}
