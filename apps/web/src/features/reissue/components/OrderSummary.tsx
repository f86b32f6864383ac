import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { OrderDetail } from '../../../lib/queries/orderInfo';
import { orderStatusColor } from '../../../lib/orderStatusColors';

/** The order being reissued: id, product, common name, names and status. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('reissue.order.title')} data-testid="reissue-order">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 4 }}
        items={[
          { key: 'id', label: t('reissue.order.id'), children: order.id },
          {
            key: 'product',
            label: t('reissue.order.product'),
            children: [order.productName, order.productAuditType].filter(Boolean).join(' · '),
          },
          {
            key: 'status',
            label: t('reissue.order.status'),
            children: (
              <Tag color={orderStatusColor(order.status)} data-testid="reissue-order-status">
                {t(`orders.status.${order.status}`)}
              </Tag>
            ),
          },
          {
            key: 'validUntil',
            label: t('reissue.order.validUntil'),
            children: formatDateTime(order.certEndTime),
          },
          {
            key: 'commonName',
            label: t('reissue.order.commonName'),
            span: 'filled',
            children: <span className="reissue-break">{order.commonName || '--'}</span>,
          },
          {
            key: 'names',
            label: t('reissue.order.names'),
            span: 'filled',
            children: (
              <span className="reissue-break" data-testid="reissue-order-names">
                {order.dnsNames.length ? order.dnsNames.join(', ') : '--'}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
