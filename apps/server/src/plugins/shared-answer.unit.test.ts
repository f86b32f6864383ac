import { describe, expect, it } from 'vitest';
import { ok, okShared, serializeAnswer } from './envelope.js';

describe('shared answers', () => {
  it('are one frozen envelope per answer object, serialised as JSON.stringify would', () => {
    const msg = { price: '49.00', coupons: [] as string[] };
    const envelope = okShared(msg);
    expect(okShared(msg)).toBe(envelope);
    expect(Object.isFrozen(envelope)).toBe(true);
    expect(Object.isFrozen(msg)).toBe(true);
    const text = serializeAnswer(envelope);
    expect(text).toBe(JSON.stringify({ code: 0, msg }));
    expect(serializeAnswer(envelope)).toBe(text);
    // Any other answer is serialised afresh each time.
    const plain = ok({ n: 1 });
    expect(serializeAnswer(plain)).toBe('{"code":0,"msg":{"n":1}}');
    plain.msg.n = 2;
    expect(serializeAnswer(plain)).toBe('{"code":0,"msg":{"n":2}}');
    expect(serializeAnswer(null)).toBe('null');
  });
});
