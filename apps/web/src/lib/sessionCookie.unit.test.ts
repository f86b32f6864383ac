import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './sessionCookie';

describe('session cookie', () => {
  it('asks for the profile only when the csrf cookie of a session is there', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('lang=zh-tw; currency=EUR')).toBe(false);
    expect(mayHaveSession('lang=en; csrf_token=abc%2B1')).toBe(true);
    expect(mayHaveSession('csrf_token=')).toBe(false);
  });
});
