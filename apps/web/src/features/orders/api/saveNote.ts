import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/queryKeys';

/** POST (add) or PUT (update) order/note (form orderID, note) -> {id, note}. */
export function saveNote(args: { orderID: number; note: string; update: boolean }) {
  const body = { orderID: args.orderID, note: args.note };
  return args.update
    ? call(ROUTES.orderNoteUpdate, { body }, { bodyType: 'form' })
    : call(ROUTES.orderNoteCreate, { body }, { bodyType: 'form' });
}

export function useSaveNote(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEYS.orderInfo(orderID) }),
  });
}
