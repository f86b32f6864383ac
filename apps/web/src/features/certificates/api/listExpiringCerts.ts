import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ExpiringCerts = CallAnswer<typeof ROUTES.certsExpiring>;
export type ExpiringRow = ExpiringCerts['expiringInWeek'][number];

/** GET certs/expiring -> {expiringInWeek (ended less than 7 days ago), expiringInMonth (end within 30 days)} */
export function listExpiringCerts() {
  return call(ROUTES.certsExpiring);
}

export const expiringCertsKey = ['certs', 'expiring'] as const;

export function useExpiringCerts() {
  return useQuery({ queryKey: expiringCertsKey, queryFn: listExpiringCerts });
}
