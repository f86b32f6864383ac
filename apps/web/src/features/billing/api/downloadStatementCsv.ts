import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/fetchFile';
import { saveBlob } from '../../../lib/saveFile';
import { timezoneMinutes } from '../logic/billingRules';

/** GET account_statement/csv/{id}?timezone -> the month's activity as a CSV file, saved by the browser. */
export async function downloadStatementCsv(statement: { id: number; time: string }): Promise<void> {
  const file = await fetchFile(
    `account_statement/csv/${statement.id}`,
    { timezone: timezoneMinutes() },
    { fallbackName: `statement-${statement.time}.csv` },
  );
  saveBlob(file.blob, file.fileName);
}

export function useDownloadStatementCsv() {
  return useMutation({ mutationFn: downloadStatementCsv });
}
