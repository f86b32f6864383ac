// Examples of the customer OpenAPI document (GET document/open_api/download): a request and an answer for a few
// calls an integration starts with. api-keys.test.ts parses each one with the route's own schemas, so an example
// that drifts from the contract fails a test.
import { ORDER_STATUS, type RouteKey } from '@portal/contract';

export interface OperationExample {
  /** A request body (JSON). */
  body?: unknown;
  /** The query string of the example call, for the description. */
  query?: string;
  /** The envelope's msg of the success answer. */
  answer: unknown;
}

export const OPENAPI_EXAMPLES: Partial<Record<RouteKey, OperationExample>> = {
  // The spec's answers: msg is the key itself (masked when read back); scope and times have their own call.
  accessKey: { answer: 'pk_…x7Qa' },
  accessKeyReset: { query: 'scope=orders', answer: 'pk_3q2-7wAAhdE0kW1vBv0xq9mC8d3kQd4nP2r0YjZ5x7Qa' },
  accessKeyInfo: {
    answer: {
      hasKey: true,
      scope: 'orders',
      createdAt: '2026-11-02 09:14:27',
      lastUsedAt: '2026-11-24 18:02:51',
    },
  },
  orders: {
    query: 'page=1&pageSize=10&tag=issued',
    answer: {
      list: [
        {
          id: 1042,
          productName: 'RapidSSL DV',
          commonName: 'www.example.com',
          validity: 12,
          status: ORDER_STATUS.complete,
          paid: true,
          subscribeAutoPayment: false,
          freeTrial: false,
          trialEndsAt: null,
          createdAt: '2026-11-02 09:14:27',
          paidAt: '2026-11-02 09:15:03',
        },
      ],
      total: 1,
    },
  },
  orderDetail: {
    answer: {
      number: 1042,
      name: 'RapidSSL DV',
      shortName: 'RapidDV',
      brand: 'RapidSSL',
      productType: 'SSL',
      auditType: 'DV',
      validity: 12,
      commonName: 'www.example.com',
      dnsNames: ['www.example.com'],
      price: 19.9,
      quantity: 1,
      extraNames: 0,
      extraNamesAmount: 0,
      total: 19.9,
      amount: 0,
      finalTotal: 19.9,
      appliedCode: null,
      appliedMasterCode: null,
      codeProblem: null,
      paymentID: '',
      paid: false,
      charged: null,
      status: ORDER_STATUS.needAuth,
      complete: false,
      authMethod: 'dns',
      approverEmail: '',
      old: false,
      couponAllow: true,
      freeTrial: false,
      inFreeTrial: false,
      trialEndsAt: null,
      coupons: [],
      reissueOrders: [],
      currency: { code: 'USD', symbol: '$', rate: 1, rateDate: '2026-11-24' },
    },
  },
  certs: {
    query: 'page=1&pageSize=10',
    answer: {
      list: [
        {
          orderID: '1042',
          commonName: 'www.example.com',
          productName: 'RapidSSL DV',
          brand: 'RapidSSL',
          sha1: '3f786850e387550fdab836ed7e6dc881de23001b',
          beginTime: '2026-11-02 09:20:11',
          endTime: '2027-11-02 23:59:59',
        },
      ],
      total: 1,
    },
  },
  deliveryTokenCreate: {
    body: { orderID: 1042, name: 'web01 nginx', includeKey: true },
    answer: {
      id: 7,
      orderID: 1042,
      name: 'web01 nginx',
      hint: 'dt_…Xk2Q',
      includeKey: true,
      state: 'active',
      createdAt: '2026-11-27 08:04:45',
      createdBy: 'owner@example.com',
      lastUsedAt: null,
      lastUsedIp: '',
      revokedAt: null,
      token: 'dt_Q2hhbmdlIHRoaXMgdG9rZW4gYmVmb3JlIHVzZSBXk2Q',
      url: 'https://portal.example.com/api/deliver/1042',
    },
  },
  contactCreate: {
    body: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0958' },
    answer: {
      id: 7,
      firstName: 'Ada',
      lastName: 'Lovelace',
      telephone: '+44 20 7946 0958',
      createdAt: '2026-11-25 08:00:00',
    },
  },
  acmeCredentialCreate: {
    body: { orderID: 1042 },
    answer: {
      id: 3,
      orderID: 1042,
      kid: 'eab_Xr2mQ8vLp0aT6yW1nE4s',
      createdAt: '2026-11-25T08:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      account: null,
      directoryUrl: 'https://portal.example.com/acme/directory',
      hmacKey: '3q2-7wAAhdE0kW1vBv0xq9mC8d3kQd4nP2r0YjZ5sLc',
    },
  },
};
