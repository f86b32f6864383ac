import DatePicker from 'antd/es/date-picker';
import Grid from 'antd/es/grid';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchRangeField } from '../../../components/SearchRangeField';
import { isFutureDay, type DayRange } from '../../../lib/dayRange';

/**
 * The issue-date range of the search form (no future day). Below 576 px the two-month range panel does not
 * fit, so the start and end are two single date pickers there.
 */
export function DateRangeField({
  id,
  value,
  onChange,
}: {
  /** Given by Form.Item, so the label points at the first input. */
  id?: string;
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const future = (day: Dayjs) => isFutureDay(day, dayjs());
  const placeholder: [string, string] = [t('certs.list.rangeStart'), t('certs.list.rangeEnd')];

  if (screens.sm !== false) {
    return (
      <SearchRangeField
        id={id}
        value={value ?? null}
        onChange={(next) => onChange?.(next ? [next[0], next[1]] : null)}
        placeholder={placeholder}
      />
    );
  }
  const [start, end] = value ?? [null, null];
  return (
    <div className="certs-range">
      <DatePicker
        id={id}
        value={start}
        onChange={(day) => onChange?.([day, end])}
        placeholder={placeholder[0]}
        disabledDate={(day) => future(day) || (end !== null && day.isAfter(end, 'day'))}
        inputReadOnly
      />
      <span className="certs-range__to" aria-hidden>
        –
      </span>
      <DatePicker
        value={end}
        onChange={(day) => onChange?.([start, day])}
        placeholder={placeholder[1]}
        disabledDate={(day) => future(day) || (start !== null && day.isBefore(start, 'day'))}
        inputReadOnly
      />
    </div>
  );
}
