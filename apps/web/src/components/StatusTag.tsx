import { useTranslation } from 'react-i18next';
import { orderStatusColor } from '../lib/orderStatusColors';
import './status-tag.css';

/**
 * One of the 14 order status labels (0-13): My Orders, the order detail and the dashboard. A plain element with
 * antd's Tag look and colours (status-tag.css), so My Orders' first screen draws it without antd (issue 31).
 */
export function StatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-tag status-tag--${orderStatusColor(status)}`}
      data-testid={testId}
      data-status={status}
    >
      {t(`orders.status.${status}`, { defaultValue: String(status) })}
    </span>
  );
}
