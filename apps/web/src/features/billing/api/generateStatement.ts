import type { StatementRow } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKey } from './listStatements';

/** POST account_statement/generate (form time=YYYY-MM): creates or recomputes the month's statement. */
export function generateStatement(time: string): Promise<StatementRow> {
  return api.post<StatementRow>('account_statement/generate', { time }, { bodyType: 'form' });
}

export function useGenerateStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateStatement,
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}
