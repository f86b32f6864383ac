import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { statementsKey } from './listStatements';

/** POST account_statement/generate (form time=YYYY-MM): creates or recomputes the month's statement. */
export function generateStatement(time: string) {
  return call(ROUTES.statementGenerate, { body: { time } }, { bodyType: 'form' });
}

export function useGenerateStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateStatement,
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}
