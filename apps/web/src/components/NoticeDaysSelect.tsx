import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { sortDayTags } from '../lib/noticeDays';

/** Offered in the list; any other whole number of days can be typed. */
const SUGGESTED = [90, 60, 45, 30, 14, 7, 3, 1];

/**
 * Expiry-notice days as tags (My Account's list, an order's own): type a number and press Enter, or pick one.
 * The value is the typed strings, largest first; the form's rule (the contract's noticeDaysField) checks them.
 */
export function NoticeDaysSelect({
  value,
  onChange,
  disabled,
  testId,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      mode="tags"
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(sortDayTags(next))}
      tokenSeparators={[',', ' ']}
      options={SUGGESTED.map((days) => ({ value: String(days), label: String(days) }))}
      placeholder={t('expiryNotices.placeholder')}
      disabled={disabled}
      style={{ minWidth: 240, maxWidth: 480 }}
      data-testid={testId}
    />
  );
}
