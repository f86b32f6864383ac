/** Columns of the bulk order file, in order (the server checks the header line). */
export const BULK_FILE_HEADER = 'product,validity,authMethod,domains,enterpriseID,contactID';

/** The sample CSV offered for download: the header and two example lines (names of one order split by ';'). */
export function bulkSampleCsv(): string {
  return [
    BULK_FILE_HEADER,
    'RapidDV,12,dns,example.com;www.example.com,,1',
    'PositiveDV,24,http,shop.example.com,1,1',
  ]
    .join('\r\n')
    .concat('\r\n');
}

/** Server line errors (`errors: [{field: 'line N', message}]`) as "line N: message", all of them. */
export function bulkErrorLines(errors: readonly { field: string; message: string }[]): string[] {
  return errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message));
}
