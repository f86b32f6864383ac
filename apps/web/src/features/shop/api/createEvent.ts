import type { ProductType } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export interface EventCreateForm {
  shortName: string;
  domainType: number;
  productType: ProductType;
  /** Code signing products only. */
  name?: string;
}

/** POST event/create (form shortName, domainType, productType; code signing also name): starts a purchase. */
export function createEvent(body: EventCreateForm) {
  return call(ROUTES.eventCreate, { body }, { bodyType: 'form' });
}

export function useCreateEvent() {
  return useMutation({ mutationFn: createEvent });
}
