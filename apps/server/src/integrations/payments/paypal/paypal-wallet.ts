import { centsToAmount } from '@portal/contract';
import type { CardWallet, CreateWalletOrder, WalletNotification } from '../card-wallet.js';
import { createPayPalClient, type PayPalRuntime } from './paypal-http.js';
import { eventOf, orderOf, verification } from './paypal-shapes.js';

export interface PayPalSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Notifications are verified against this webhook; without one none can be verified. */
  webhookId: string | undefined;
  sdkUrl: string;
  /** Shown on the approval page. */
  brandName?: string;
}

/** The notification headers PayPal signs with (all required by verify-webhook-signature). */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const headerOf = (headers: WalletNotification['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** PayPal Orders v2 behind the CardWallet interface (Node's fetch; tests point apiBase at an emulator). */
export function createPayPalWallet(settings: PayPalSettings, runtime: PayPalRuntime = {}): CardWallet {
  const request = createPayPalClient(settings, runtime);

  return {
    provider: 'paypal',
    sdk: { clientId: settings.clientId, sdkUrl: settings.sdkUrl },

    async createOrder(input: CreateWalletOrder) {
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: `payment-${input.paymentId}`,
            custom_id: input.paymentId,
            invoice_id: input.paymentId,
            description: input.description.slice(0, 127),
            amount: { currency_code: 'USD', value: centsToAmount(input.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              ...(settings.brandName ? { brand_name: settings.brandName.slice(0, 127) } : {}),
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      };
      return request(
        {
          method: 'POST',
          path: '/v2/checkout/orders',
          body: JSON.stringify(body),
          requestId: input.requestId,
        },
        orderOf,
      );
    },

    async getOrder(orderId) {
      return request({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(orderId)}` }, orderOf);
    },

    async captureOrder(orderId, requestId) {
      return request(
        {
          method: 'POST',
          path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
          body: '{}',
          requestId,
        },
        orderOf,
      );
    },

    async verifyNotification(notification) {
      if (!settings.webhookId) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(notification.rawBody);
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
      const fields: Record<string, string> = {};
      for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = headerOf(notification.headers, header);
        if (!value) return null;
        fields[field] = value;
      }
      // The event goes back byte for byte as it came: re-serialising could change what was signed.
      const body = `${JSON.stringify({ ...fields, webhook_id: settings.webhookId }).slice(0, -1)},"webhook_event":${notification.rawBody}}`;
      const answer = await request(
        { method: 'POST', path: '/v1/notifications/verify-webhook-signature', body },
        (json) => verification.parse(json),
      );
      if (answer.verification_status !== 'SUCCESS') return null;
      try {
        return eventOf(payload as Record<string, unknown>);
      } catch {
        return null;
      }
    },
  };
}
