import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET ops/overview?days: sales per UTC day, orders by status, the queues' lengths, the TOTP setting. */
export function useOpsOverview(days: number) {
  return useQuery({
    queryKey: ['ops', 'overview', days],
    queryFn: () => call(ROUTES.opsOverview, { query: { days } }),
  });
}
