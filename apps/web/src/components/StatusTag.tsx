import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { orderStatusColor } from '../lib/orderStatusColors';

/** One of the 14 order status labels (0-13): My Orders, the order detail and the dashboard. */
export function StatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={orderStatusColor(status)} data-testid={testId} data-status={status}>
      {t(`orders.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
