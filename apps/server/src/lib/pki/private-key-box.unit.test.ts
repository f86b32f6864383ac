import { describe, expect, it } from 'vitest';
import { createPrivateKeyBox } from './private-key-box.js';

const KEY_PEM =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

describe('createPrivateKeyBox', () => {
  const box = createPrivateKeyBox('server secret one');

  it('round-trips, with a fresh IV each time', () => {
    const first = box.seal(KEY_PEM);
    const second = box.seal(KEY_PEM);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe(KEY_PEM);
    expect(box.open(second)).toBe(KEY_PEM);
    expect(box.open(box.seal('ünïcode ✓'))).toBe('ünïcode ✓');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('opens with a box made later from the same secret', () => {
    expect(createPrivateKeyBox('server secret one').open(box.seal(KEY_PEM))).toBe(KEY_PEM);
  });

  it.each([
    ['the IV', 0],
    ['the tag', 12],
    ['the ciphertext', 40],
  ])('detects a flipped byte in %s', (_part, index) => {
    const bytes = Buffer.from(box.seal(KEY_PEM).slice(3), 'base64url');
    bytes[index]! ^= 0x01;
    expect(() => box.open(`v1.${bytes.toString('base64url')}`)).toThrow(/altered/);
  });

  it('refuses a value sealed under another secret', () => {
    const sealed = createPrivateKeyBox('server secret two').seal(KEY_PEM);
    expect(() => box.open(sealed)).toThrow(/another secret/);
  });

  it.each(['', 'v2.AAAA', 'v1.', 'v1.AAAA', 'v1.a.b', KEY_PEM])(
    'refuses the malformed value %j',
    (sealed) => {
      expect(() => box.open(sealed)).toThrow(/private key box/);
    },
  );

  it('needs a secret', () => {
    expect(() => createPrivateKeyBox('')).toThrow(/secret/);
  });
});
