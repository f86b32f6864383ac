import { strToU8, zipSync } from 'fflate';

export interface CertZip {
  fileName: string;
  bytes: Uint8Array;
  /** False when the portal does not hold the key: the archive holds the certificate only. */
  withKey: boolean;
}

/** The names inside `{id}.zip`: `{id}.key` (when a key is given) and `{id}.pem`. */
export function zipEntryNames(orderID: string, hasKey: boolean): string[] {
  return hasKey ? [`${orderID}.key`, `${orderID}.pem`] : [`${orderID}.pem`];
}

/**
 * The local archive of spec 000 section 2.5: `{id}.zip` with `{id}.key` and `{id}.pem` (the certificate with
 * its chain), built in the browser from order/cert's answer.
 */
export function buildCertZip(orderID: string, files: { cert: string; key: string }): CertZip {
  const withKey = files.key.trim() !== '';
  const [first, second] = zipEntryNames(orderID, withKey);
  const entries: Record<string, Uint8Array> = withKey
    ? { [first!]: strToU8(files.key), [second!]: strToU8(files.cert) }
    : { [first!]: strToU8(files.cert) };
  return { fileName: `${orderID}.zip`, bytes: zipSync(entries, { level: 6 }), withKey };
}
