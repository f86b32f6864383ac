import type { EventInfo } from '@portal/contract';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../lib/format';
import { usePreferences } from '../../../../lib/preferences';
import { useProductPrice } from '../../api/getProductPrice';
import { percentOff } from '../../logic/productRules';

type Product = NonNullable<EventInfo['product']>;

/**
 * An amount already in the display currency, with the symbol the price answer gives (`uint`) and that
 * currency's decimals (none for JPY, KRW…).
 */
export function displayAmount(uint: string, amount: number, currency: string): string {
  return formatAmount(amount, currency, uint);
}

function PriceLine({ product, validity }: { product: Product; validity: number | undefined }) {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  const price = useProductPrice(
    validity === undefined ? undefined : { shortName: product.shortName, validity, currency: currency.code },
  );
  if (price.isPending) return <Spin size="small" />;
  if (!price.data) {
    return (
      <span className="purchase-muted">{price.error?.message ?? t('purchase.order.priceUnavailable')}</span>
    );
  }
  const { uint, currency: code, price: now, originalPrice, savePrice, discount } = price.data;
  const off = percentOff(discount);
  return (
    <span className="purchase-price">
      <span className="purchase-price__now">{displayAmount(uint, now, code)}</span>
      {originalPrice > now && (
        <span className="purchase-price__was">{displayAmount(uint, originalPrice, code)}</span>
      )}
      {savePrice > 0 && (
        <span className="purchase-price__save">
          {t('purchase.order.save', { amount: displayAmount(uint, savePrice, code) })}
        </span>
      )}
      {off > 0 && <Tag color="red">{t('purchase.order.percentOff', { percent: off })}</Tag>}
    </span>
  );
}

/** Step 1's order information: product, brand, audit type, validity choice and its live price. */
export function OrderInfoCard({
  product,
  validity,
  onValidityChange,
}: {
  product: Product;
  validity: number | undefined;
  onValidityChange: (months: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('purchase.order.title')} data-testid="wizard-order-card">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={[
          {
            key: 'product',
            label: t('purchase.order.product'),
            children: <span className="name-text">{product.name}</span>,
          },
          {
            key: 'brand',
            label: t('purchase.order.brand'),
            children: <span className="name-text">{product.brand}</span>,
          },
          { key: 'audit', label: t('purchase.order.auditType'), children: product.auditType },
          {
            key: 'validity',
            label: t('purchase.order.validity'),
            children: (
              <Select<number>
                size="small"
                value={validity}
                onChange={onValidityChange}
                style={{ minWidth: 140 }}
                data-testid="wizard-validity"
                options={product.validities.map((months) => ({
                  value: months,
                  label: t('purchase.common.months', { count: months }),
                }))}
              />
            ),
          },
          {
            key: 'price',
            label: t('purchase.order.price'),
            // The rest of the row: 2 of 3 columns on wide screens, the whole row on one-column phones.
            span: 'filled',
            children: (
              <div data-testid="wizard-price">
                <PriceLine product={product} validity={validity} />
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
