import type { DcvMethod } from '@portal/contract';

/** The sub-steps of wizard step 1 ("Order"), shown one at a time (spec 000 section 4, purchase sub-flow). */
export type SubStep = 'contact' | 'csr' | 'key' | 'dcv' | 'approver';

/** Where a finished sub-step leads: another sub-step, or creating the order with this validation method. */
export type Move = { kind: 'step'; step: SubStep } | { kind: 'create'; authMethod: DcvMethod };

export interface FlowFacts {
  codeSign: boolean;
  /** The portal generated a private key the user must download (csr_info answer `download`). */
  download: boolean;
  /** Validation methods the order may use (csr_info answer `authMethods`). */
  authMethods: readonly DcvMethod[];
}

/** Code signing has no validation-method choice: the first method the server allows (email otherwise). */
export function codeSignAuthMethod(authMethods: readonly DcvMethod[]): DcvMethod {
  return authMethods[0] ?? 'email';
}

export function afterContact(): Move {
  return { kind: 'step', step: 'csr' };
}

/** After the CSR: key download when offered; otherwise validation method, or (code signing) the order. */
export function afterCsr(facts: FlowFacts): Move {
  if (facts.download) return { kind: 'step', step: 'key' };
  return afterKey(facts);
}

export function afterKey(facts: FlowFacts): Move {
  if (facts.codeSign) return { kind: 'create', authMethod: codeSignAuthMethod(facts.authMethods) };
  return { kind: 'step', step: 'dcv' };
}

/** Email validation asks for the approver address first; DNS and HTTP create the order directly. */
export function afterDcv(method: DcvMethod): Move {
  return method === 'email' ? { kind: 'step', step: 'approver' } : { kind: 'create', authMethod: method };
}

/** The sub-step Back returns to (undefined on the first one). */
export function previousSubStep(step: SubStep, facts: Pick<FlowFacts, 'download'>): SubStep | undefined {
  switch (step) {
    case 'contact':
      return undefined;
    case 'csr':
      return 'contact';
    case 'key':
      return 'csr';
    case 'dcv':
      return facts.download ? 'key' : 'csr';
    case 'approver':
      return 'dcv';
  }
}

/** The items of the progress line: the approver address is part of "Validation method". */
export type BarItem = Exclude<SubStep, 'approver'>;

/**
 * The progress line, the same from the first sub-step to the last (it used to grow as answers came in): the
 * key item stays and says "not needed" once an uploaded CSR makes it so; code signing has neither a key the
 * portal makes nor a method choice.
 */
export function progressBar(
  step: SubStep,
  facts: Pick<FlowFacts, 'codeSign' | 'download'> & { csrSaved: boolean },
): { items: { key: BarItem; skipped: boolean }[]; current: number } {
  const keys: BarItem[] = facts.codeSign ? ['contact', 'csr'] : ['contact', 'csr', 'key', 'dcv'];
  const items = keys.map((key) => ({ key, skipped: key === 'key' && facts.csrSaved && !facts.download }));
  const shown: BarItem = step === 'approver' ? 'dcv' : step;
  return { items, current: Math.max(0, keys.indexOf(shown)) };
}
