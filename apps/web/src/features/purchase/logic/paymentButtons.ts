import type { OrderPaymentDetail } from '@portal/contract';
import type { PaymentMethods } from '../api/getPaymentMethods';

export type ButtonState =
  | { show: false }
  | {
      show: true;
      enabled: boolean;
      /** Why it is disabled (translated by the server). */ reason: string | null;
    };

export interface PaymentButtons {
  balance: ButtonState;
  wallet: ButtonState;
  /** What the wallet's JS SDK needs, when the wallet button is usable. */
  walletSdk: { clientId: string; sdkUrl: string } | null;
  freeTrial: boolean;
}

const HIDDEN: ButtonState = { show: false };

function fromMethod(method: PaymentMethods['fund'] | undefined): ButtonState {
  // Until payment/methods answers the button is shown but not usable yet.
  if (!method) return { show: true, enabled: false, reason: null };
  return { show: true, enabled: method.available, reason: method.available ? null : method.reason };
}

/**
 * Which payment buttons buy-details shows (spec 000 sections 2.7 and 6): balance and card wallet are hidden
 * for role sale and for a paid order, and disabled with the server's reason when unavailable; the free trial
 * shows only when the order may start it now and is not role-gated.
 */
export function paymentButtons(input: {
  /** The caller's `pay` capability (the permission matrix): role sale and some API keys lack it. */
  mayPay: boolean;
  methods: PaymentMethods | undefined;
  detail: Pick<OrderPaymentDetail, 'paid' | 'freeTrial'>;
}): PaymentButtons {
  const { mayPay, methods, detail } = input;
  const payable = mayPay && !detail.paid;
  const paypal = methods?.paypal;
  return {
    balance: payable ? fromMethod(methods?.fund) : HIDDEN,
    wallet: payable ? fromMethod(paypal) : HIDDEN,
    walletSdk:
      payable && paypal?.available && paypal.clientId && paypal.sdkUrl
        ? { clientId: paypal.clientId, sdkUrl: paypal.sdkUrl }
        : null,
    freeTrial: detail.freeTrial && !detail.paid,
  };
}
