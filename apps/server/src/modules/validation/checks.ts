import { DnsLookupError } from '../../integrations/dns/dns-lookup-error.js';
import type { DnsResolver } from '../../integrations/dns/resolver.js';
import {
  ValidationFetchError,
  type ValidationFetchFailureKind,
} from '../../integrations/http/validation-fetch-error.js';
import type { ValidationFetcher } from '../../integrations/http/validation-fetcher.js';

/** Message keys naming what a pre-check found instead of the expected value; `vars` fills their blanks. */
export type DcvProblemKey =
  | 'dnsNoRecord' // {name}
  | 'dnsWrongValue' // {name} {found} {expected}
  | 'dnsLookupFailed' // {name} {kind}: timeout | servfail | refused | failed
  | 'httpStatus' // {url} {status}
  | 'httpBodyDiffers' // {url} {found} {expected}
  | 'httpPrivateAddress' // {url} {address}
  | 'httpNoAddress' // {url} {domain}
  | 'httpTimeout' // {url}
  | 'httpTooManyRedirects' // {url} {limit}
  | 'httpRedirectRefused' // {url} {target}
  | 'httpTooLarge' // {url} {limit} (bytes)
  | 'httpUnreachable'; // {url} {reason}: the socket error code

export interface DcvCheckResult {
  passed: boolean;
  /** What was there, trimmed and cut to FOUND_MAX_LENGTH characters ('' when nothing was read). */
  found: string;
  expected: string;
  problem?: DcvProblemKey;
  vars: Record<string, string | number>;
}

export const FOUND_MAX_LENGTH = 200;

/** DNS TXT method (BR 3.2.2.4.7): passes when any TXT record at `recordName` is the expected value. */
export async function checkDnsTxt(
  resolver: Pick<DnsResolver, 'txt'>,
  recordName: string,
  expected: string,
): Promise<DcvCheckResult> {
  const want = expected.trim();
  let values: string[];
  try {
    values = (await resolver.txt(recordName)).map((value) => value.trim());
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
    return failed('dnsLookupFailed', '', want, { name: recordName, kind: error.kind });
  }
  if (values.includes(want)) return { passed: true, found: want, expected: want, vars: { name: recordName } };
  if (values.length === 0) return failed('dnsNoRecord', '', want, { name: recordName });
  const found = truncate(values.join(', '));
  return failed('dnsWrongValue', found, want, { name: recordName, found, expected: want });
}

/** HTTP file method (BR 3.2.2.4.18): passes when the file answers 200 with the expected value as its body. */
export async function checkHttpFile(
  fetcher: ValidationFetcher,
  domain: string,
  path: string,
  expected: string,
): Promise<DcvCheckResult> {
  const want = expected.trim();
  let response;
  try {
    response = await fetcher.fetch(domain, path);
  } catch (error) {
    if (!(error instanceof ValidationFetchError)) throw error;
    const [problem, vars] = fetchProblem(error, domain);
    return failed(problem, '', want, vars);
  }
  const url = response.finalUrl;
  if (response.status !== 200) {
    return failed('httpStatus', `HTTP ${response.status}`, want, { url, status: response.status });
  }
  const body = response.body.trim();
  if (body === want) return { passed: true, found: want, expected: want, vars: { url } };
  const found = truncate(body);
  return failed('httpBodyDiffers', found, want, { url, found, expected: want });
}

function fetchProblem(error: ValidationFetchError, domain: string): [DcvProblemKey, DcvCheckResult['vars']] {
  const { url, detail } = error;
  const problems: Record<ValidationFetchFailureKind, [DcvProblemKey, DcvCheckResult['vars']]> = {
    privateAddress: ['httpPrivateAddress', { url, address: detail }],
    noAddress: ['httpNoAddress', { url, domain: detail || domain }],
    dnsLookupFailed: ['dnsLookupFailed', { name: new URL(url).hostname, kind: detail }],
    unreachable: ['httpUnreachable', { url, reason: detail }],
    timeout: ['httpTimeout', { url }],
    tooManyRedirects: ['httpTooManyRedirects', { url, limit: Number(detail) }],
    redirectRefused: ['httpRedirectRefused', { url, target: detail }],
    tooLarge: ['httpTooLarge', { url, limit: Number(detail) }],
  };
  return problems[error.kind];
}

function failed(
  problem: DcvProblemKey,
  found: string,
  expected: string,
  vars: DcvCheckResult['vars'],
): DcvCheckResult {
  return { passed: false, found, expected, problem, vars };
}

function truncate(value: string): string {
  return value.length <= FOUND_MAX_LENGTH ? value : `${value.slice(0, FOUND_MAX_LENGTH - 1)}…`;
}
