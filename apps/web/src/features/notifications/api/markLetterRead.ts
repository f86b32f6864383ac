import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { lettersKey } from './listLetters';

/** PUT letters/modify/{id} (form status=read). Silent: opening a letter never toasts. */
export function markLetterRead(id: number) {
  return call(
    ROUTES.letterModify,
    { params: { id }, body: { status: 'read' } },
    { silent: true, bodyType: 'form' },
  );
}

/** Marks a letter read, then refreshes the lists, the banner and the bell's count. */
export function useMarkLetterRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markLetterRead,
    onSuccess: () => client.invalidateQueries({ queryKey: lettersKey }),
  });
}
