import dayjs from 'dayjs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_OPTIONS, downloadOption, downloadQuery } from './downloadOptions';
import { certsArgs, isFutureDay } from './filters';
import { baseOrderId, isReissueId, orderLink, shortSha1 } from './orderLink';
import { passwordIssue } from './password';
import { buildCertZip, zipEntryNames } from './zipBundle';

describe('download menu', () => {
  it('offers Linux, IIS, IIS compatible, Tomcat and the zip, in that order, with their test ids', () => {
    expect(DOWNLOAD_OPTIONS.map((o) => o.testId)).toEqual([
      'cert-download-linux',
      'cert-download-iis',
      'cert-download-iis-compatible',
      'cert-download-tomcat',
      'cert-download-zip',
    ]);
  });

  it('asks a password for PFX and JKS only', () => {
    const asking = DOWNLOAD_OPTIONS.filter((o) => o.needsPassword).map((o) => o.kind);
    expect(asking).toEqual(['iis', 'iis-compatible', 'tomcat']);
  });

  it('builds the cert/download query of each server option', () => {
    expect(downloadQuery(downloadOption('linux'), 'ignored')).toEqual({ serverType: 'Linux' });
    expect(downloadQuery(downloadOption('iis'), 's3cret')).toEqual({ serverType: 'IIS', password: 's3cret' });
    expect(downloadQuery(downloadOption('iis-compatible'), 's3cret')).toEqual({
      serverType: 'IIS',
      password: 's3cret',
      compatible: '1',
    });
    expect(downloadQuery(downloadOption('tomcat'), 'pw')).toEqual({ serverType: 'Tomcat', password: 'pw' });
    expect(() => downloadQuery(downloadOption('zip'))).toThrow();
  });
});

describe('download password', () => {
  it('is required for IIS and Tomcat, not for Linux', () => {
    expect(passwordIssue('IIS', '')).toBe('validation.downloadPasswordRequired');
    expect(passwordIssue('Tomcat', undefined)).toBe('validation.downloadPasswordRequired');
    expect(passwordIssue('Linux', undefined)).toBeUndefined();
  });

  it('accepts printable ASCII up to 128 characters', () => {
    expect(passwordIssue('IIS', 'Correct horse #1!')).toBeUndefined();
    expect(passwordIssue('Tomcat', 'x'.repeat(128))).toBeUndefined();
    expect(passwordIssue('Tomcat', 'x'.repeat(129))).toBe('validation.maxLength:128');
  });

  it('refuses what Java cannot open', () => {
    expect(passwordIssue('Tomcat', 'pässwort')).toBe('validation.downloadPasswordAscii');
    expect(passwordIssue('IIS', '密码123')).toBe('validation.downloadPasswordAscii');
    expect(passwordIssue('IIS', 'tab\there')).toBe('validation.downloadPasswordAscii');
  });
});

describe('certificate archive', () => {
  const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
  const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

  it('names the archive and its files after the order id', () => {
    const zip = buildCertZip('42', { cert, key });
    expect(zip.fileName).toBe('42.zip');
    expect(zip.withKey).toBe(true);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(['42.key', '42.pem']);
    expect(strFromU8(files['42.pem']!)).toBe(cert);
    expect(strFromU8(files['42.key']!)).toBe(key);
  });

  it('holds only the certificate when the portal has no key', () => {
    const zip = buildCertZip('42_1', { cert, key: '' });
    expect(zip.fileName).toBe('42_1.zip');
    expect(zip.withKey).toBe(false);
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(['42_1.pem']);
    expect(zipEntryNames('7', false)).toEqual(['7.pem']);
  });
});

describe('order id links', () => {
  it('sends reissue ids (with an underscore) to the reissue detail, others to the order detail', () => {
    expect(isReissueId('12_1')).toBe(true);
    expect(orderLink('12_1')).toBe('/admin/reissue-detail/12_1');
    expect(isReissueId('12')).toBe(false);
    expect(orderLink('12')).toBe('/admin/order-detail/12');
  });

  it('finds the order of a reissue and shortens the fingerprint', () => {
    expect(baseOrderId('12_3')).toBe(12);
    expect(baseOrderId('7')).toBe(7);
    expect(shortSha1('0123456789abcdef0123456789abcdef01234567')).toBe('0123456789');
  });
});

describe('certificate filters', () => {
  it('sends trimmed fields and dates as YYYY-MM-DD, leaving empty ones out', () => {
    expect(certsArgs({ orderID: ' ', domain: '' }, 1, 10)).toEqual({ page: 1, pageSize: 10 });
    expect(
      certsArgs(
        { orderID: ' 12 ', domain: 'shop.example.com', range: [dayjs('2026-05-01'), dayjs('2026-05-31')] },
        2,
        20,
      ),
    ).toEqual({
      page: 2,
      pageSize: 20,
      orderID: '12',
      domain: 'shop.example.com',
      beginTime: '2026-05-01',
      endTime: '2026-05-31',
    });
  });

  it('disables days after today', () => {
    const today = dayjs('2026-06-10T15:00:00');
    expect(isFutureDay(dayjs('2026-06-10T23:59:00'), today)).toBe(false);
    expect(isFutureDay(dayjs('2026-06-11T00:00:00'), today)).toBe(true);
    expect(isFutureDay(dayjs('2025-01-01'), today)).toBe(false);
  });
});
