import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  ok: 'green',
  older: 'orange',
  expired: 'red',
  mismatch: 'red',
  incomplete: 'gold',
  unreachable: 'volcano',
  other: 'blue',
  unknown: 'default',
};

/** A served-certificate check's result (ok, older, expired, mismatch, incomplete, unreachable, other; null: none). */
export function ServedStatusTag({ status, testId }: { status: string | null; testId?: string }) {
  const { t } = useTranslation();
  const key = status ?? 'unknown';
  return (
    <Tag color={COLORS[key] ?? 'default'} data-testid={testId} data-status={key}>
      {t(`served.statuses.${key}`, { defaultValue: key })}
    </Tag>
  );
}
