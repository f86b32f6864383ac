import { describe, expect, it } from 'vitest';
import { canRequest, shareLink } from './affiliate';

describe('affiliate page rules', () => {
  it('builds the share link {host}/?id={uid}', () => {
    expect(shareLink('https://portal.example', '12345678')).toBe('https://portal.example/?id=12345678');
    expect(shareLink('https://portal.example/', '12345678')).toBe('https://portal.example/?id=12345678');
  });
  it('offers a payout request from the minimum payout on', () => {
    expect(canRequest(49.99)).toBe(false);
    expect(canRequest(50)).toBe(true);
    expect(canRequest(69.6)).toBe(true);
  });
});
