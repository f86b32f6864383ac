import { formatDateTime } from '../lib/format';

/**
 * The width of a table column that shows 'YYYY-MM-DD HH:mm:ss': the text (about 135 px in the app's font)
 * and the cell's padding (8 px each side in a middle-size table, 16 px in a default one), with a margin.
 */
export const DATE_TIME_COLUMN_WIDTH = 172;

/** A date and time read as one value: never wrapped, so a narrow cell is noticed (tests) instead of cut. */
export function DateTimeText({
  value,
  testId,
}: {
  value: string | number | Date | null | undefined;
  testId?: string | undefined;
}) {
  return (
    <span className="date-time" data-testid={testId}>
      {formatDateTime(value)}
    </span>
  );
}
