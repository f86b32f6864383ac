import type { PricingRequestTable } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../lib/api';

/** POST promote/create?table=…: the form's fields wrapped under the table's name (spec 002 section 7). */
export function createPricingRequest(table: PricingRequestTable, fields: Record<string, unknown>) {
  return call(ROUTES.promoteCreate, { query: { table }, body: { [table]: fields } }, { silent: true });
}

export function useCreatePricingRequest(table: PricingRequestTable) {
  return useMutation({
    mutationFn: (fields: Record<string, unknown>) => createPricingRequest(table, fields),
  });
}
