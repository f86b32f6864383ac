/** Why an uploaded or pasted CSR is refused; each reason has a text under pki.csr in the catalogs. */
export type CsrProblemReason =
  | 'empty'
  | 'unreadable'
  | 'badSignature'
  | 'rsaTooSmall'
  | 'unsupportedCurve'
  | 'unsupportedKey'
  | 'noNames'
  | 'tooLarge';

export class CsrProblem extends Error {
  constructor(
    readonly reason: CsrProblemReason,
    /** Fills the placeholders of the reason's text, e.g. { bits: 1024 }. */
    readonly vars: Record<string, string | number> = {},
  ) {
    super(`CSR refused: ${reason}`);
    this.name = 'CsrProblem';
  }
}

/** The catalog key of the problem's text, for turning it into a translated error. */
export function messageKeyOf(problem: CsrProblem): `pki.csr.${CsrProblemReason}` {
  return `pki.csr.${problem.reason}`;
}
