// The served-certificate answers' rows (packages/contract): a host with its last check, and one check.
import type { ServedCheckRow, ServedHostRow } from '@portal/contract';
import type { ServedCheckRecord } from '../../db/schema/index.js';
import type { HostWithLast } from './served-certificates.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function checkRowOf(row: ServedCheckRecord): ServedCheckRow {
  return {
    id: row.id,
    checkedAt: row.checkedAt.toISOString(),
    host: row.host,
    port: row.port,
    address: row.address,
    status: row.status,
    serial: row.serial,
    issuer: row.issuer,
    subject: row.subject,
    notBefore: iso(row.notBefore),
    notAfter: iso(row.notAfter),
    names: row.names,
    sha1: row.sha1,
    chainComplete: row.chainComplete,
    hostnameMatch: row.hostnameMatch,
    served: row.served,
    error: row.error,
    errorDetail: row.errorDetail,
  };
}

export function hostRowOf({ host, last }: HostWithLast): ServedHostRow {
  return {
    host: host.host,
    port: host.port,
    enabled: host.enabled,
    extra: host.extra,
    status: host.status,
    failures: host.failures,
    alert: host.alert,
    alertSince: iso(host.alertSince),
    alertClearedAt: iso(host.alertClearedAt),
    checkedAt: iso(host.checkedAt),
    nextCheckAt: host.enabled ? iso(host.nextCheckAt) : null,
    last: last ? checkRowOf(last) : null,
  };
}
