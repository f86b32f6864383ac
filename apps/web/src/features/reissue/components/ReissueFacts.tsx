import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatUsd } from '../../../lib/format';
import type { ReissueRow } from '../api/getReissueDetail';
import { orderStatusColor } from '../../../lib/orderStatusColors';

/** The reissue: id, order, type (Only Reissue / Add San / renewal), status, names, amount, paid, created. */
export function ReissueFacts({ reissue, orderID }: { reissue: ReissueRow; orderID: number }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      styles={{ label: { whiteSpace: 'nowrap' } }}
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      data-testid="reissue-facts"
      items={[
        { key: 'id', label: t('reissue.detail.id'), children: reissue.id },
        { key: 'order', label: t('reissue.detail.order'), children: orderID },
        {
          key: 'type',
          label: t('reissue.detail.type'),
          children: <span data-testid="reissue-type">{t(`reissue.type.${reissue.type}`)}</span>,
        },
        {
          key: 'status',
          label: t('reissue.detail.status'),
          children: (
            <Tag
              color={orderStatusColor(reissue.status)}
              data-testid="reissue-status"
              data-status={reissue.status}
            >
              {t(`orders.status.${reissue.status}`)}
            </Tag>
          ),
        },
        {
          key: 'amount',
          label: t('reissue.detail.amount'),
          children: (
            <span data-testid="reissue-amount">
              {formatUsd(reissue.totalAmount)}
              {reissue.totalAmount > 0 && (
                <Tag color={reissue.paid ? 'green' : 'red'} style={{ marginLeft: 8 }}>
                  {t(reissue.paid ? 'reissue.detail.paid' : 'reissue.detail.unpaid')}
                </Tag>
              )}
            </span>
          ),
        },
        { key: 'created', label: t('reissue.detail.createdAt'), children: formatDateTime(reissue.createdAt) },
        {
          key: 'names',
          label: `${t('reissue.detail.names')} (${reissue.countDNSNames})`,
          span: 'filled',
          children: (
            <span className="reissue-break" data-testid="reissue-names">
              {reissue.dnsNames.join(', ') || '--'}
            </span>
          ),
        },
      ]}
    />
  );
}
