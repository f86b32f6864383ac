import { ErrorCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  buyDetailsAddress,
  paymentFailureAction,
  paymentOutcome,
  readCouponCode,
  readOrderId,
  readPlaceOrderState,
  type OutcomeFacts,
} from './paymentOutcome';

const order: OutcomeFacts = {
  authMethod: 'dns',
  complete: false,
  auditType: 'DV',
  brand: 'DigiCert',
  old: false,
  productType: 'SSL',
};

describe('payment outcome routing', () => {
  it('sends DNS and HTTP orders to the validation step', () => {
    expect(paymentOutcome(order)).toEqual({ step: 1 });
    expect(paymentOutcome({ ...order, authMethod: 'http', auditType: 'OV' })).toEqual({ step: 1 });
  });

  it('sends email orders and complete orders to the success result', () => {
    expect(paymentOutcome({ ...order, authMethod: 'email' })).toEqual({ step: 2, success: true });
    expect(paymentOutcome({ ...order, complete: true })).toEqual({ step: 2, success: true });
  });

  it('treats old DV orders of Enterprise, Positive and Sectigo as done', () => {
    for (const brand of ['Enterprise', 'Positive', 'Sectigo', 'sectigo']) {
      expect(paymentOutcome({ ...order, brand, old: true })).toEqual({ step: 2, success: true });
    }
    expect(paymentOutcome({ ...order, brand: 'Sectigo', old: false })).toEqual({ step: 1 });
    expect(paymentOutcome({ ...order, brand: 'Sectigo', old: true, auditType: 'OV' })).toEqual({ step: 1 });
    expect(paymentOutcome({ ...order, brand: 'GeoTrust', old: true })).toEqual({ step: 1 });
  });

  it('does not set the success flag for code signing, but marks the order as placed', () => {
    expect(paymentOutcome({ ...order, productType: 'CodeSign', authMethod: 'email' })).toEqual({
      step: 2,
      success: false,
      placed: true,
    });
  });

  it('keeps the user on the page for funds and coupon problems only', () => {
    expect(paymentFailureAction(ErrorCode.insufficientFunds)).toBe('stay');
    expect(paymentFailureAction(ErrorCode.couponUnusable)).toBe('stay');
    expect(paymentFailureAction(ErrorCode.alreadyPaid)).toBe('paid');
    expect(paymentFailureAction(ErrorCode.forbidden)).toBe('fail');
    expect(paymentFailureAction(undefined)).toBe('fail');
  });

  it('reads the wizard state and the order id from navigation state', () => {
    expect(readPlaceOrderState(null)).toEqual({ step: 0 });
    expect(readPlaceOrderState({ step: 1 })).toEqual({ step: 1 });
    expect(readPlaceOrderState({ step: 2, success: true })).toEqual({ step: 2, success: true });
    expect(readPlaceOrderState({ step: 2 })).toEqual({ step: 2, success: false });
    expect(readPlaceOrderState({ step: 2, success: false, placed: true })).toEqual({
      step: 2,
      success: false,
      placed: true,
    });
    expect(readPlaceOrderState({ step: 2, success: true, placed: true })).toEqual({ step: 2, success: true });
    expect(readPlaceOrderState({ step: 7 })).toEqual({ step: 0 });
    expect(readOrderId({ orderID: 42 }, 7)).toBe(42);
    expect(readOrderId({ orderID: 'x' }, 7)).toBe(7);
    expect(readOrderId(undefined, undefined)).toBeUndefined();
    // Back from the card wallet's approval page.
    expect(readOrderId(null, 7, '?orderID=42&paymentID=9&token=T')).toBe(42);
    expect(readOrderId(null, 7, '?orderID=abc')).toBe(7);
  });
});

describe('buy-details address (issue 31)', () => {
  it('keeps the order id in the address, so a reload without state or storage shows the same order', () => {
    const address = buyDetailsAddress(42);
    expect(address).toBe('/admin/order/buy-details?orderID=42');
    const search = address.slice(address.indexOf('?'));
    // A reload: no navigation state, nothing stored locally.
    expect(readOrderId(null, undefined, search)).toBe(42);
    expect(buyDetailsAddress(7, true)).toBe('/admin/order/buy-details?orderID=7&trial=1');
  });
});

describe('readCouponCode', () => {
  it('applies the coupon chosen before buy-details (the renewal dialog), nothing else', () => {
    expect(readCouponCode({ orderID: 9, code: ' GIFT-A ' })).toBe('GIFT-A');
    expect(readCouponCode({ orderID: 9 })).toBeUndefined();
    expect(readCouponCode({ orderID: 9, code: 5 })).toBeUndefined();
    expect(readCouponCode(null)).toBeUndefined();
  });
});
