import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPayoutsEmulation, type PayoutsEmulation } from './paypal-payouts.js';

export type { EmulatedPayoutBatch, PayoutBehaviour } from './paypal-payouts.js';

/**
 * A local stand-in for PayPal's REST API (test code only, never a payment method of the portal): the
 * documented Orders v2 endpoints with their JSON shapes, OAuth client credentials, webhook signature
 * verification, an approval page the buyer "clicks", and a tiny JS SDK for browser tests.
 *
 * - POST /v1/oauth2/token                       (Basic client:secret, grant_type=client_credentials)
 * - POST /v2/checkout/orders                    (PayPal-Request-Id: a repeated id answers the first success)
 * - GET  /v2/checkout/orders/{id}
 * - POST /v2/checkout/orders/{id}/capture       (422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED / INSTRUMENT_DECLINED)
 * - POST /v1/notifications/verify-webhook-signature
 * - POST /v1/payments/payouts, GET /v1/payments/payouts/{batch_id}   affiliate payouts (paypal-payouts.ts)
 * - GET  /checkoutnow?token={id}[&cancel=1]     approves and redirects to return_url (or cancel_url)
 * - GET  /sdk/js?client-id=…                    window.paypal.Buttons for headless browser tests
 */

export interface EmulatorOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Lifetime of issued access tokens, seconds. */
  tokenTtlSeconds?: number;
}

interface Money {
  currency_code: string;
  value: string;
}

interface EmulatedCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
}

export interface EmulatedOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: Money;
  referenceId: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  returnUrl?: string;
  cancelUrl?: string;
  /** Created with payment_source.paypal.experience_context (payer-action link) rather than without (approve). */
  paymentSource: boolean;
  payerId?: string;
  captures: EmulatedCapture[];
  createTime: string;
  updateTime: string;
}

/** What the next capture does (tests of declines, reviews and amounts that do not match). */
export interface CaptureBehaviour {
  outcome?: 'complete' | 'pending' | 'declined';
  /** Capture a different amount or currency than the order's (a provider misbehaving). */
  amount?: Money;
}

export interface EmulatorRequest {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
  body: string;
}

export type NotificationType =
  'CHECKOUT.ORDER.APPROVED' | 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.REFUNDED';

export interface WebhookDelivery {
  headers: Record<string, string>;
  rawBody: string;
}

export interface PayPalEmulator {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Script address of the emulated JS SDK. */
  sdkUrl: string;
  orders: Map<string, EmulatedOrder>;
  /** The Payouts API's batches, and how the next one ends. */
  payouts: Omit<PayoutsEmulation, 'route'>;
  requests: EmulatorRequest[];
  /** Count of access tokens issued. */
  tokensIssued(): number;
  /** Invalidates every token issued so far (the next API call answers 401). */
  revokeTokens(): void;
  /** The buyer approves in the wallet (what /checkoutnow does). */
  approve(orderId: string): void;
  /** The order is voided at the provider (expired approval). */
  void(orderId: string): void;
  /** Captures an approved order at the wallet, without the portal asking (as the provider's own tools do). */
  capture(orderId: string): void;
  setNextCapture(behaviour: CaptureBehaviour): void;
  /** The next `count` calls to paths starting with `pathPrefix` answer this HTTP status (retries, outages). */
  failNext(pathPrefix: string, count: number, status?: number): void;
  /** A signed notification as PayPal would send it; post `rawBody` with `headers` to the portal. */
  notification(
    type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.REFUNDED',
    orderId: string,
  ): WebhookDelivery;
  /** The same event with a broken signature. */
  forged(delivery: WebhookDelivery): WebhookDelivery;
  /** Posts a notification to a running portal (e2e). */
  deliver(targetUrl: string, delivery: WebhookDelivery): Promise<number>;
  close(): Promise<void>;
}

const newId = (length = 17) =>
  Array.from(randomBytes(length), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join('');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function startPayPalEmulator(options: EmulatorOptions = {}): Promise<PayPalEmulator> {
  const clientId = options.clientId ?? `emulator-client-${newId(8)}`;
  const clientSecret = options.clientSecret ?? `emulator-secret-${newId(16)}`;
  const webhookId = options.webhookId ?? `WH${newId(15)}`;
  const signingKey = randomBytes(32);
  const tokens = new Map<string, number>();
  let tokenCount = 0;
  const orders = new Map<string, EmulatedOrder>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: EmulatorRequest[] = [];
  const failures: { prefix: string; left: number; status: number }[] = [];
  let nextCapture: CaptureBehaviour = {};
  let base = '';

  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const error = (status: number, name: string, issue?: string, description?: string) => ({
    status,
    body: {
      name,
      message: issue ? 'The requested action could not be performed.' : name,
      debug_id: newId(13).toLowerCase(),
      ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
    },
  });

  const payouts = createPayoutsEmulation({ base: () => base, newId, now, error });

  function captureJson(order: EmulatedOrder, capture: EmulatedCapture) {
    return {
      ...capture,
      ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
      links: [
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function orderJson(order: EmulatedOrder) {
    const approveRel = order.paymentSource ? 'payer-action' : 'approve';
    const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED')
      links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: approveRel, method: 'GET' });
    if (order.status === 'APPROVED')
      links.push({ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...(order.paymentSource ? { payment_source: { paypal: {} } } : {}),
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: order.amount,
          payee: { email_address: 'merchant@example.com', merchant_id: 'EMULATORMERCHANT' },
          ...(order.description ? { description: order.description } : {}),
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          ...(order.captures.length
            ? { payments: { captures: order.captures.map((c) => captureJson(order, c)) } }
            : {}),
        },
      ],
      ...(order.payerId
        ? {
            payer: {
              name: { given_name: 'Test', surname: 'Buyer' },
              email_address: 'buyer@example.com',
              payer_id: order.payerId,
            },
          }
        : {}),
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
  }

  function approve(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no emulated order ${orderId}`);
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.payerId = newId(13);
      order.updateTime = now();
    }
  }

  function createOrder(body: Record<string, unknown>) {
    const units = body.purchase_units as Record<string, unknown>[] | undefined;
    const unit = units?.[0];
    const amount = unit?.amount as Money | undefined;
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent');
    if (!unit || !amount || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '') || !amount.currency_code)
      return error(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount');
    if (Number(amount.value) <= 0)
      return error(422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_NOT_POSITIVE', 'purchase_units[0].amount');
    const paypal = (body.payment_source as { paypal?: { experience_context?: Record<string, string> } })
      ?.paypal;
    const context = paypal?.experience_context ?? (body.application_context as Record<string, string>);
    const order: EmulatedOrder = {
      id: newId(),
      status: paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      ...(typeof unit.custom_id === 'string' ? { customId: unit.custom_id } : {}),
      ...(typeof unit.invoice_id === 'string' ? { invoiceId: unit.invoice_id } : {}),
      ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
      ...(context?.return_url ? { returnUrl: context.return_url } : {}),
      ...(context?.cancel_url ? { cancelUrl: context.cancel_url } : {}),
      paymentSource: Boolean(paypal),
      captures: [],
      createTime: now(),
      updateTime: now(),
    };
    orders.set(order.id, order);
    return { status: 201, body: orderJson(order) };
  }

  function capture(orderId: string) {
    const order = orders.get(orderId);
    if (!order)
      return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (order.status === 'COMPLETED')
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED')
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order.',
      );
    const behaviour = nextCapture;
    nextCapture = {};
    if (behaviour.outcome === 'declined')
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was declined.',
      );
    const captured: EmulatedCapture = {
      id: newId(),
      status: behaviour.outcome === 'pending' ? 'PENDING' : 'COMPLETED',
      amount: behaviour.amount ?? order.amount,
      final_capture: true,
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      create_time: now(),
      update_time: now(),
    };
    order.captures.push(captured);
    order.status = 'COMPLETED';
    order.updateTime = now();
    return { status: 201, body: orderJson(order) };
  }

  function signature(transmissionId: string, time: string, hookId: string, eventText: string) {
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${sha256(eventText)}`)
      .digest('base64');
  }

  function verify(body: Record<string, unknown>) {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
    for (const field of [...fields, 'webhook_id'])
      if (typeof body[field] !== 'string' || body[field] === '')
        return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', field);
    if (typeof body.webhook_event !== 'object' || body.webhook_event === null)
      return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'webhook_event');
    const expected = Buffer.from(
      signature(
        String(body.transmission_id),
        String(body.transmission_time),
        webhookId,
        JSON.stringify(body.webhook_event),
      ),
    );
    const sent = Buffer.from(String(body.transmission_sig));
    const ok =
      body.webhook_id === webhookId && sent.length === expected.length && timingSafeEqual(sent, expected);
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  function eventFor(type: NotificationType, order: EmulatedOrder) {
    if (type === 'CHECKOUT.ORDER.APPROVED')
      return {
        resource_type: 'checkout-order',
        summary: 'An order has been approved by buyer',
        resource: orderJson(order),
      };
    const captured = order.captures.at(-1);
    if (!captured) throw new Error(`order ${order.id} has no capture to notify about`);
    const money = `${captured.amount.value} ${captured.amount.currency_code}`;
    if (type === 'PAYMENT.CAPTURE.COMPLETED')
      return {
        resource_type: 'capture',
        summary: `Payment completed for ${money}`,
        resource: {
          ...captureJson(order, captured),
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
    return {
      resource_type: 'refund',
      summary: `A ${money} capture payment was refunded`,
      resource: {
        id: newId(),
        amount: captured.amount,
        status: 'COMPLETED',
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        create_time: now(),
        update_time: now(),
        links: [
          { href: `${base}/v2/payments/refunds/R${captured.id}`, rel: 'self', method: 'GET' },
          { href: `${base}/v2/payments/captures/${captured.id}`, rel: 'up', method: 'GET' },
        ],
      },
    };
  }

  function notification(type: NotificationType, orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no emulated order ${orderId}`);
    const event = {
      id: `WH-${newId(8)}-${newId(8)}`,
      event_version: '1.0',
      create_time: now(),
      resource_version: '2.0',
      event_type: type,
      ...eventFor(type, order),
      links: [{ href: `${base}/v1/notifications/webhooks-events/${newId()}`, rel: 'self', method: 'GET' }],
    };
    const rawBody = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = now();
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base}/v1/notifications/certs/CERT-emulator`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, rawBody),
      },
    };
  }

  function route(request: EmulatorRequest, url: URL): { status: number; body: unknown } | null {
    const { method } = request;
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.authorization !== expected)
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials')
        return {
          status: 400,
          body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        };
      const token = `A21AA${newId(40)}`;
      const ttl = options.tokenTtlSeconds ?? 32_400;
      tokens.set(token, Date.now() + ttl * 1000);
      tokenCount += 1;
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-EMULATOR',
          expires_in: ttl,
          nonce: `${now()}${newId(20)}`,
        },
      };
    }
    if (path.startsWith('/v1/') || path.startsWith('/v2/')) {
      const token = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
      const expires = token ? tokens.get(token) : undefined;
      if (!expires || expires < Date.now())
        return {
          status: 401,
          body: { error: 'invalid_token', error_description: 'Access Token not found in cache' },
        };
    }
    let json: Record<string, unknown> = {};
    if (request.body) {
      try {
        json = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return error(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
      }
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(json);
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch && method === 'GET' && !orderMatch[2]) {
      const order = orders.get(decodeURIComponent(orderMatch[1]!));
      return order
        ? { status: 200, body: orderJson(order) }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    }
    if (orderMatch && method === 'POST' && orderMatch[2]) return capture(decodeURIComponent(orderMatch[1]!));
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verify(json);
    return payouts.route(method, path, json);
  }

  function checkout(url: URL, response: ServerResponse) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('unknown order');
    const sdk = url.searchParams.get('sdk') === '1';
    if (url.searchParams.get('cancel') === '1') {
      if (sdk) return void json(response, 200, { orderID: order.id, cancelled: true });
      const target = new URL(order.cancelUrl ?? `${base}/`);
      target.searchParams.set('token', order.id);
      return void response.writeHead(302, { location: target.toString() }).end();
    }
    approve(order.id);
    if (sdk) return void json(response, 200, { orderID: order.id, payerID: order.payerId });
    const target = new URL(order.returnUrl ?? `${base}/`);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', order.payerId ?? '');
    response.writeHead(302, { location: target.toString() }).end();
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', base);
      const header = (name: string) => {
        const value = incoming.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const request: EmulatorRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        requestId: header('paypal-request-id'),
        authorization: header('authorization'),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      response.setHeader('access-control-allow-origin', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (request.method === 'GET' && url.pathname === '/checkoutnow') return checkout(url, response);
      if (request.method === 'GET' && url.pathname === '/sdk/js') {
        response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
        return void response.end(sdkScript(base));
      }
      const failure = failures.find((f) => f.left > 0 && url.pathname.startsWith(f.prefix));
      if (failure) {
        failure.left -= 1;
        return json(response, failure.status, error(failure.status, 'INTERNAL_SERVER_ERROR').body);
      }
      // PayPal-Request-Id: the same id on the same call answers the first result again.
      const replayKey = request.requestId
        ? `${request.method} ${url.pathname} ${request.requestId}`
        : undefined;
      const replay = replayKey ? replies.get(replayKey) : undefined;
      if (replay) return json(response, replay.status === 201 ? 200 : replay.status, replay.body);
      const answer = route(request, url) ?? error(404, 'NOT_FOUND', undefined);
      if (replayKey && answer.status < 300) replies.set(replayKey, answer);
      json(response, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    sdkUrl: `${base}/sdk/js`,
    orders,
    payouts: { batches: payouts.batches, setNextPayout: payouts.setNextPayout, settle: payouts.settle },
    requests,
    tokensIssued: () => tokenCount,
    revokeTokens: () => tokens.clear(),
    approve,
    void(orderId) {
      const order = orders.get(orderId);
      if (order) order.status = 'VOIDED';
    },
    capture(orderId) {
      const answer = capture(orderId);
      if (answer.status !== 201) throw new Error(`capture of ${orderId} answered ${answer.status}`);
    },
    setNextCapture(behaviour) {
      nextCapture = behaviour;
    },
    failNext(prefix, count, status = 503) {
      failures.push({ prefix, left: count, status });
    },
    notification,
    forged(delivery) {
      return {
        rawBody: delivery.rawBody,
        headers: { ...delivery.headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') },
      };
    },
    async deliver(targetUrl, delivery) {
      const response = await fetch(targetUrl, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.rawBody,
      });
      return response.status;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The emulated JS SDK: `paypal.Buttons({onClick, createOrder, onApprove, onError}).render(target)` draws one
 * button; a click asks onClick (which may reject), creates the order through the page, approves it at the
 * emulator and calls onApprove.
 */
function sdkScript(base: string): string {
  return `(() => {
  const base = ${JSON.stringify(base)};
  window.paypal = {
    version: 'emulator',
    Buttons(options) {
      return {
        isEligible: () => true,
        render(target) {
          const host = typeof target === 'string' ? document.querySelector(target) : target;
          if (!host) return Promise.reject(new Error('no container'));
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('data-emulator', 'paypal-button');
          button.style.cssText = 'width:100%;height:40px;background:#ffc439;border:0;border-radius:4px;font-weight:bold;cursor:pointer';
          button.addEventListener('click', async () => {
            try {
              if (options.onClick) {
                let go = true;
                await options.onClick({ fundingSource: 'paypal' }, {
                  resolve: () => Promise.resolve(),
                  reject: () => { go = false; return Promise.resolve(); },
                });
                if (!go) return;
              }
              const orderID = await options.createOrder({}, {});
              const answer = await fetch(base + '/checkoutnow?sdk=1&token=' + encodeURIComponent(orderID));
              const approval = await answer.json();
              await options.onApprove({ orderID, payerID: approval.payerID }, {});
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          host.appendChild(button);
          return Promise.resolve();
        },
        close() { return Promise.resolve(); },
      };
    },
  };
})();`;
}
