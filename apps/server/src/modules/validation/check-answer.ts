import type { Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import type { DomainCheck } from './validation.service.js';

type Problem = { key: string; vars: Record<string, string | number> } | null;

/**
 * The answer of order/authz and order/reissue/authz: every name passed → the names; otherwise 1024 whose message
 * is the first problem and whose `errors` say per name what was found versus expected.
 */
export function checkAnswer(
  check: { domains: DomainCheck[]; blocked: Problem },
  subject: { id: number; status: number },
  lang: Language,
) {
  const text = (problem: Problem) => (problem ? translate(lang, problem.key, problem.vars) : null);
  const failing = check.domains.filter((d) => d.problem);
  const first = check.blocked ?? failing[0]?.problem ?? null;
  if (first) {
    throw new AppError(
      'validationPending',
      first.key,
      first.vars,
      failing.map((d) => ({ field: d.domain, message: text(d.problem) ?? '' })),
    );
  }
  return {
    id: subject.id,
    status: subject.status,
    domains: check.domains.map((d) => ({
      domain: d.domain,
      validated: d.validated,
      problem: text(d.problem),
    })),
  };
}
