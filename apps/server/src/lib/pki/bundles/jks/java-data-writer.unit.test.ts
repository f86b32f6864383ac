import { describe, expect, it } from 'vitest';
import { JavaDataWriter } from './java-data-writer.js';

describe('JavaDataWriter', () => {
  it("writes writeUTF's modified UTF-8: two bytes for U+0000, each surrogate on its own", () => {
    const bytes = new JavaDataWriter().utf('a\u0000é€😀').toBytes();
    expect(bytes.toString('hex')).toBe(['000e', '61', 'c080', 'c3a9', 'e282ac', 'eda0bd', 'edb880'].join(''));
  });

  it('writes big-endian integers and sized bytes', () => {
    const bytes = new JavaDataWriter()
      .uint32(0xfeedfeed)
      .int64(1_700_000_000_000n)
      .sizedBytes(new Uint8Array([1, 2]))
      .toBytes();
    expect(bytes.toString('hex')).toBe('feedfeed' + '0000018bcfe56800' + '00000002' + '0102');
  });

  it('refuses text longer than writeUTF allows', () => {
    expect(() => new JavaDataWriter().utf('x'.repeat(65_536))).toThrow(RangeError);
  });
});
