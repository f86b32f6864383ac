import type { certsExpiringAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ExpiringCerts = z.infer<typeof certsExpiringAnswer>;
export type ExpiringRow = ExpiringCerts['expiringInWeek'][number];

/** GET certs/expiring -> {expiringInWeek (ended less than 7 days ago), expiringInMonth (end within 30 days)} */
export function listExpiringCerts(): Promise<ExpiringCerts> {
  return api.get<ExpiringCerts>('certs/expiring');
}

export const expiringCertsKey = ['certs', 'expiring'] as const;

export function useExpiringCerts() {
  return useQuery({ queryKey: expiringCertsKey, queryFn: listExpiringCerts });
}
