import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  0: 'orange',
  1: 'gold',
  2: 'green',
  3: 'green',
  4: 'default',
  5: 'default',
  6: 'purple',
  7: 'volcano',
  8: 'red',
  9: 'default',
  10: 'purple',
  11: 'blue',
  12: 'cyan',
  13: 'red',
};

/** One of the 14 order status labels (0-13): My Orders, the order detail and the dashboard. */
export function StatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid={testId} data-status={status}>
      {t(`orders.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
