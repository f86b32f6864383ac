/** Big-endian output with the encodings of java.io.DataOutputStream, which the JKS format is made of. */
export class JavaDataWriter {
  private readonly chunks: Buffer[] = [];

  uint32(value: number): this {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return this.bytes(bytes);
  }

  int64(value: bigint): this {
    const bytes = Buffer.alloc(8);
    bytes.writeBigInt64BE(value);
    return this.bytes(bytes);
  }

  /** writeUTF: a 2-byte length, then "modified UTF-8" of the UTF-16 code units. */
  utf(text: string): this {
    const encoded = modifiedUtf8(text);
    if (encoded.length > 0xffff) throw new RangeError('JavaDataWriter: text longer than 65535 bytes');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(encoded.length);
    return this.bytes(length).bytes(encoded);
  }

  /** A 4-byte length, then the bytes. */
  sizedBytes(data: Uint8Array): this {
    return this.uint32(data.length).bytes(data);
  }

  bytes(data: Uint8Array): this {
    this.chunks.push(Buffer.from(data));
    return this;
  }

  toBytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Like UTF-8, except that U+0000 takes two bytes and each surrogate of a pair is encoded on its own. */
function modifiedUtf8(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x01 && unit <= 0x7f) out.push(unit);
    else if (unit <= 0x7ff) out.push(0xc0 | (unit >> 6), 0x80 | (unit & 0x3f));
    else out.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
  }
  return Buffer.from(out);
}
