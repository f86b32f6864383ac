import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export const opsTotpKey = ['ops', 'totp'] as const;

/** GET ops/totp: the operator's own TOTP state (enabled, pending, required, verified in this session). */
export function useOpsTotp() {
  return useQuery({ queryKey: opsTotpKey, queryFn: () => call(ROUTES.opsTotp, {}) });
}

/** POST ops/totp/enrol -> {uri, secret}: shown this once. */
export const enrolTotp = () => call(ROUTES.opsTotpEnrol, {});

/** POST ops/totp/activate {code}: the first code; the session counts as confirmed with a code. */
export const activateTotp = (code: string) => call(ROUTES.opsTotpActivate, { body: { code } });

/** POST ops/totp/disable {password, code}. */
export const disableTotp = (password: string, code: string) =>
  call(ROUTES.opsTotpDisable, { body: { password, code } });
