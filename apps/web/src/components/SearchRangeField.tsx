import DatePicker, { type RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { isFutureDay } from '../lib/dayRange';

/**
 * The date range of a search form: either end may be left open, no future day can be picked, and the dates
 * come from the panel only (no typing). Form.Item gives it `value`, `onChange` and `id`.
 */
export function SearchRangeField({
  placeholder,
  ...picker
}: Omit<RangePickerProps, 'placeholder'> & { placeholder: [string, string] }) {
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      disabledDate={(day) => isFutureDay(day, dayjs())}
      inputReadOnly
      {...picker}
    />
  );
}
