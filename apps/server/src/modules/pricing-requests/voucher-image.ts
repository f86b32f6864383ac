import { VOUCHER_MEDIA_TYPES, type VoucherMediaType } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The receipt's image type as its bytes say (file-type reads the signature: PNG, JPEG, WebP, GIF…), or undefined
 * for anything else. The name and the declared Content-Type of the upload are never asked: a script called
 * x.png sent as image/png is still a script. An animated PNG is a PNG.
 */
export async function voucherTypeOf(bytes: Uint8Array): Promise<VoucherMediaType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return VOUCHER_MEDIA_TYPES.find((type) => type === mime);
}
