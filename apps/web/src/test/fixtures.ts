// Answers the component tests share, typed by the contract's schemas (fakeApi parses them again when it answers).
import { capabilitiesOf, ORDER_STATUS, type Actor, type ROUTES } from '@portal/contract';
import type { AnswerOf } from './fakeApi';

export type Caller = 'main' | 'sale' | 'finance' | 'operator';

const ACTORS: Record<Caller, Actor> = {
  main: { kind: 'main' },
  sale: { kind: 'sub', role: 'sale', auditPerm: false },
  finance: { kind: 'sub', role: 'finance', auditPerm: false },
  operator: { kind: 'main', operator: true },
};

/** account/profile of a caller: its capabilities are the permission matrix's column, as the server answers. */
export function profileOf(caller: Caller): AnswerOf<typeof ROUTES.accountProfile> {
  const main = caller === 'main' || caller === 'operator';
  return {
    menu: [],
    email: main ? 'owner@example.com' : `${caller}@example.com`,
    uid: main ? '10001' : '10002',
    role: caller === 'sale' || caller === 'finance' ? caller : 'admin',
    capabilities: [...capabilitiesOf(ACTORS[caller])],
    level: 0,
    funds: '250.00',
    fundsCents: 25_000,
    isOperator: caller === 'operator',
    contactInfo: { email: 'owner@example.com' },
    enterpriseInfo: { telephone: '+1 555 0100' },
    displayKeyManagerIcon: false,
  };
}

/** order/detail/{id}: an unpaid single-name order as buy-details and Pay read it. */
export function paymentDetailOf(
  id: number,
  changes: Partial<AnswerOf<typeof ROUTES.orderDetail>> = {},
): AnswerOf<typeof ROUTES.orderDetail> {
  return {
    number: id,
    name: 'PositiveSSL',
    shortName: 'positivessl',
    brand: 'Sectigo',
    productType: 'SSL',
    auditType: 'DV',
    validity: 12,
    commonName: 'shop.example.com',
    dnsNames: ['shop.example.com'],
    price: 49,
    quantity: 1,
    extraNames: 0,
    extraNamesAmount: 0,
    total: 49,
    amount: 0,
    finalTotal: 49,
    appliedCode: null,
    appliedMasterCode: null,
    codeProblem: null,
    paymentID: '',
    paid: false,
    charged: null,
    status: ORDER_STATUS.waitingSubmit,
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
    currency: { code: 'USD', symbol: '$', rate: 1, rateDate: '2026-11-27' },
    ...changes,
  };
}
