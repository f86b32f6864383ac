import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/saveFile';
import { timezoneMinutes, type OrderFilterArgs } from '../logic/orderRules';
import { fetchFile } from '../../../lib/fetchFile';

/** GET orders/csv?filters&timezone -> a CSV file, saved by the browser. */
export async function downloadOrdersCsv(args: OrderFilterArgs): Promise<void> {
  const file = await fetchFile(
    'orders/csv',
    { ...args, timezone: timezoneMinutes() },
    { fallbackName: 'orders.csv' },
  );
  saveBlob(file.blob, file.fileName);
}

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
