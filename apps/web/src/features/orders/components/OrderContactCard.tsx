import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@portal/contract';

/** The order detail's contact person and organisation (what the order was placed with). */
export function OrderContactCard({ contact }: { contact: OrderInfo['contactDetail'] }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('orders.detail.contactTitle')}
      style={{ marginBottom: 16 }}
      data-testid="order-contact-card"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        data-testid="order-contact"
        items={[
          {
            key: 'name',
            label: t('orders.detail.contactName'),
            children: `${contact.firstName} ${contact.lastName}`.trim() || '--',
          },
          {
            key: 'email',
            label: t('orders.detail.email'),
            children: (
              <span className="wrap-anywhere" data-testid="order-contact-email">
                {contact.email || '--'}
              </span>
            ),
          },
          { key: 'tel', label: t('orders.detail.telephone'), children: contact.telephone || '--' },
          {
            key: 'org',
            label: t('orders.detail.organization'),
            children: contact.organizationName || '--',
          },
          {
            key: 'unit',
            label: t('orders.detail.organizationUnit'),
            children: contact.organizationUnit || '--',
          },
          {
            key: 'orgPhone',
            label: t('orders.detail.organizationPhone'),
            children: contact.organizationPhone || '--',
          },
          {
            key: 'address',
            label: t('orders.detail.address'),
            children:
              [contact.address, contact.city, contact.region, contact.zip, contact.country]
                .filter(Boolean)
                .join(', ') || '--',
          },
        ]}
      />
    </Card>
  );
}
