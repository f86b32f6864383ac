import {
  domainInputKind,
  ORDER_STATUS,
  orderAllows,
  SIGN_ALGORITHMS,
  type AuditType,
  type DomainInputKind,
  type KeyAlgorithm,
  type ProductType,
} from '@portal/contract';

export type ReissueCsrSource = 'newCSR' | 'oldCSR' | 'online';
export const REISSUE_CSR_SOURCES: readonly ReissueCsrSource[] = ['newCSR', 'oldCSR', 'online'];
export type SignAlgo = (typeof SIGN_ALGORITHMS)[number];
export type ReissueType = 'onlyReissue' | 'addSans' | 'renewal' | 'acme';

/** What the form needs to know of the order (order/info's orderDetail). */
export interface ReissueOrderFacts {
  status: number;
  productType: ProductType;
  productAuditType: AuditType;
  productDomainType: number;
}

/** Spec 000 section 4: "Get certificate and Reissue: status 2 or 3". */
export function canReissue(status: number): boolean {
  return orderAllows('reissue', status);
}

export function isCodeSign(order: Pick<ReissueOrderFacts, 'productType'>): boolean {
  return order.productType === 'CodeSign';
}

/** Code-signing reissues name their signature algorithm (3, 4, 9 or 10). */
export function needsSignAlgo(order: Pick<ReissueOrderFacts, 'productType'>): boolean {
  return isCodeSign(order);
}

/**
 * The CSR sources offered. Spec 000 section 5: code signing OV only newCSR and oldCSR. The server generates
 * no code-signing key at all (its keys live on hardware, as in the purchase wizard), so online is left out for
 * every code-signing order.
 */
export function csrSourcesFor(order: Pick<ReissueOrderFacts, 'productType'>): ReissueCsrSource[] {
  return isCodeSign(order) ? ['newCSR', 'oldCSR'] : [...REISSUE_CSR_SOURCES];
}

/** The kinds of names a reissue asks for (the order's domain type; no IP-address texts on this form). */
export type DomainKind = Exclude<DomainInputKind, 'ip'>;

/** Placeholder and hint of the domains field by the product's domain type (1, 2, 4, 6): the contract's rule. */
export function domainKindOf(domainType: number): DomainKind {
  const kind = domainInputKind({ domainType });
  return kind === 'ip' ? 'single' : kind;
}

/** The names typed in the domains field, as the server splits them (whitespace, commas, semicolons). */
export function namesOf(text: string | undefined): string[] {
  const names = new Set<string>();
  for (const token of (text ?? '').split(/[\s,;，；、]+/)) {
    const name = token.trim().toLowerCase().replace(/\.+$/, '');
    if (name) names.add(name);
  }
  return [...names];
}

/** The form's values (antd Form), before they are checked. */
export interface ReissueFormValues {
  signAlgo?: SignAlgo;
  csrFrom?: ReissueCsrSource;
  csr?: string;
  domains?: string;
  keyAlgorithm?: KeyAlgorithm;
}

export type ReissueRequest =
  | { csrFrom: 'oldCSR'; signAlgo?: SignAlgo }
  | { csrFrom: 'online'; domains: string; keyAlgorithm: KeyAlgorithm }
  | { csrFrom: 'newCSR'; csr?: string; csrFile?: File; signAlgo?: SignAlgo };

/** A field the form must mark, with the catalog key of its message. */
export interface ReissueFieldProblem {
  field: 'signAlgo' | 'csrFrom' | 'csr' | 'csrFile' | 'domains';
  key: string;
}

/**
 * The body of POST order/reissue/{id} from the form's values, or what is missing (spec 000 section 5): the
 * signature algorithm for code signing, the CSR source, for newCSR a pasted CSR or one file (a pasted CSR is
 * used first), for online the domains.
 */
export function reissueRequest(
  order: Pick<ReissueOrderFacts, 'productType'>,
  values: ReissueFormValues,
  file: File | undefined,
): { ok: true; request: ReissueRequest } | { ok: false; problems: ReissueFieldProblem[] } {
  const problems: ReissueFieldProblem[] = [];
  const signAlgo = needsSignAlgo(order) ? values.signAlgo : undefined;
  if (needsSignAlgo(order) && (signAlgo === undefined || !SIGN_ALGORITHMS.includes(signAlgo)))
    problems.push({ field: 'signAlgo', key: 'reissue.form.signAlgoRequired' });
  const source = values.csrFrom;
  if (!source || !csrSourcesFor(order).includes(source)) {
    problems.push({ field: 'csrFrom', key: 'reissue.form.csrFromRequired' });
    return { ok: false, problems };
  }
  const withAlgo = signAlgo === undefined ? {} : { signAlgo };
  if (source === 'oldCSR') {
    return problems.length
      ? { ok: false, problems }
      : { ok: true, request: { csrFrom: 'oldCSR', ...withAlgo } };
  }
  if (source === 'online') {
    const domains = values.domains?.trim() ?? '';
    if (!domains) problems.push({ field: 'domains', key: 'reissue.form.domainsRequired' });
    return problems.length
      ? { ok: false, problems }
      : {
          ok: true,
          request: { csrFrom: 'online', domains, keyAlgorithm: values.keyAlgorithm ?? 'RSA2048' },
        };
  }
  const csr = values.csr?.trim() ?? '';
  if (!csr && !file) {
    problems.push({ field: 'csr', key: 'reissue.form.csrRequired' });
    problems.push({ field: 'csrFile', key: 'reissue.form.csrFileRequired' });
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    request: csr
      ? { csrFrom: 'newCSR', csr, ...withAlgo }
      : { csrFrom: 'newCSR', csrFile: file, ...withAlgo },
  };
}

/** The reissue form's address part that keeps a reissue made on it across a reload: `?reissue=12_3`. */
export function reissueSearch(reissueId: string): string {
  return `?${new URLSearchParams({ reissue: reissueId }).toString()}`;
}

/**
 * The reissue made earlier on this form (after a reload): the `reissue` of the address, only when it is one of
 * the route's order. Its state then comes from the server (order/reissue/detail), not from the page's memory.
 */
export function resumedReissueId(search: string, orderID: number | undefined): string | undefined {
  const value = new URLSearchParams(search).get('reissue') ?? undefined;
  if (orderID === undefined || !isReissueId(value)) return undefined;
  return orderIdOfReissue(value) === orderID ? value.trim() : undefined;
}

/** The answer of POST order/reissue/{id}, as far as the next step cares. */
export interface CreatedReissue {
  id: string;
  type: ReissueType;
  status: number;
  paid: boolean;
  download: boolean;
}

/** After the form: the key step first when the server made a new key. */
export function needsKeyStep(created: Pick<CreatedReissue, 'download'>): boolean {
  return created.download;
}

/** The new key can be handed over now only once the reissue is issued (order/reissue/cert answers it). */
export function keyAvailableNow(created: Pick<CreatedReissue, 'status'>): boolean {
  return created.status === ORDER_STATUS.complete || created.status === ORDER_STATUS.issued;
}

export type AfterCreate = { to: 'buyDetails'; orderID: number } | { to: 'detail'; reissueId: string };

/** An unpaid Add-San reissue is paid in buy-details (with its order); any other goes to its detail. */
export function afterCreate(created: CreatedReissue): AfterCreate {
  if (created.type === 'addSans' && !created.paid) {
    return { to: 'buyDetails', orderID: orderIdOfReissue(created.id) ?? 0 };
  }
  return { to: 'detail', reissueId: created.id };
}

/** "12_3" -> 12; anything not shaped like a reissue id -> undefined. */
export function orderIdOfReissue(reissueId: string): number | undefined {
  const match = /^(\d+)_\d+$/.exec(reissueId.trim());
  return match ? Number(match[1]) : undefined;
}

export function isReissueId(value: string | undefined): value is string {
  return value !== undefined && orderIdOfReissue(value) !== undefined;
}

export type DetailAction = 'pay' | 'commit' | 'validate' | 'certificate' | 'underReview' | 'none';

/**
 * What the reissue detail offers: 12 unpaid -> pay (buy-details), 12 paid -> commit, 0 or 1 -> the
 * validation values and "Submit validation", 2 or 3 -> the certificate, 11 -> waiting for the CA.
 */
export function detailAction(reissue: { status: number; paid: boolean }): DetailAction {
  switch (reissue.status) {
    case ORDER_STATUS.waitingSubmit:
      return reissue.paid ? 'commit' : 'pay';
    case ORDER_STATUS.needAuth:
    case ORDER_STATUS.pending:
      return 'validate';
    case ORDER_STATUS.issued:
    case ORDER_STATUS.complete:
      return 'certificate';
    case ORDER_STATUS.underReview:
      return 'underReview';
    default:
      return 'none';
  }
}

/** "12_3" -> "12_3.pem" / "12_3.key" (nothing a file system would refuse). */
export function certFileName(reissueId: string, extension: 'pem' | 'key'): string {
  const base = reissueId.replace(/[^A-Za-z0-9_.-]/g, '_') || 'certificate';
  return `${base}.${extension}`;
}

/** The route's order id: a positive whole number (a reissue id, with its underscore, is not an order). */
export function parseOrderId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The order handed over in navigation state (spec 000 section 2.2: "order passed in navigation state"):
 * `{orderDetail, contactDetail}` as order/info answers it, used only when it is the route's order.
 */
export function orderFromState<T extends { orderDetail: { id: number } }>(
  state: unknown,
  id: number | undefined,
): T | undefined {
  if (id === undefined || typeof state !== 'object' || state === null) return undefined;
  const detail = (state as { orderDetail?: unknown }).orderDetail;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const candidate = detail as { id?: unknown; dnsNames?: unknown; status?: unknown };
  if (candidate.id !== id || !Array.isArray(candidate.dnsNames) || typeof candidate.status !== 'number')
    return undefined;
  return state as T;
}
