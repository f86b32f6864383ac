import { ErrorCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { fundsOffer, salesMailto } from './fundsOffer';

const offline = (enabled: boolean) => ({
  enabled,
  instructions: enabled ? 'IBAN GB33 BUKB 2020 1555 5555 55' : null,
  pending: [],
  salesEmail: 'sales@portal.example',
});

describe('add funds: what the page offers', () => {
  it('with no card wallet and no bank transfer: the sales address, not a bare "contact support"', () => {
    expect(fundsOffer({ state: 'absent' }, { data: offline(false) })).toEqual({
      state: 'contact',
      salesEmail: 'sales@portal.example',
    });
    expect(salesMailto('sales@portal.example', 'Add funds / 充值')).toBe(
      'mailto:sales@portal.example?subject=Add%20funds%20%2F%20%E5%85%85%E5%80%BC',
    );
  });

  it('the form as soon as one way to pay exists', () => {
    expect(fundsOffer({ state: 'absent' }, { data: offline(true) })).toEqual({ state: 'form' });
    const ready = { state: 'ready' as const, sdk: { clientId: 'c', sdkUrl: 'https://x.example/sdk' } };
    expect(fundsOffer(ready, { data: offline(false) })).toEqual({ state: 'form' });
  });

  it("role sale: the server's refusal (403) and its reason, whatever else is configured", () => {
    const reason = 'Your role or API key may not add funds; please ask the main account or a finance user';
    const error = new ApiError({ code: ErrorCode.forbidden, msg: reason, status: 403 });
    expect(fundsOffer({ state: 'absent' }, { error })).toEqual({ state: 'denied', reason });
    expect(fundsOffer({ state: 'hidden', reason: 'x' }, { error })).toEqual({ state: 'denied', reason });
  });

  it('waits for both answers; another failure keeps the form (its own errors show there)', () => {
    expect(fundsOffer({ state: 'loading' }, { data: offline(false) })).toEqual({ state: 'loading' });
    expect(fundsOffer({ state: 'absent' }, {})).toEqual({ state: 'loading' });
    const down = new ApiError({ code: ErrorCode.internal, msg: 'down', status: 500 });
    expect(fundsOffer({ state: 'absent' }, { error: down })).toEqual({ state: 'form' });
  });
});
