import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/queryKeys';

/** DELETE order/note (form orderID): the note is reset. */
export function deleteNote(orderID: number) {
  return call(ROUTES.orderNoteDelete, { body: { orderID } }, { bodyType: 'form' });
}

export function useDeleteNote(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEYS.orderInfo(orderID) }),
  });
}
