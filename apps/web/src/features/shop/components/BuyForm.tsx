import type { Product, ProductCategory } from '@portal/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rememberPurchaseChoice } from '../../../lib/purchaseStorage';
import { useCreateEvent } from '../api/createEvent';
import {
  BULK_ORDER_DELAY_MS,
  BULK_ORDER_PATH,
  eventBody,
  wizardPath,
  purchaseChoice,
  showBulkOrder,
  yearOptions,
} from '../catalogue';

interface BuyValues {
  validity: number;
}

/**
 * The buy form of a row: years (required), Buy (POST event/create, then the order wizard) and Bulk order
 * (to the bulk order page after 500 ms; not offered for every product).
 */
export function BuyForm({
  product,
  category,
  block = false,
}: {
  product: Product;
  category: ProductCategory;
  /** Full width (mobile cards). */
  block?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<BuyValues>();
  const createEvent = useCreateEvent();
  const [bulkPending, setBulkPending] = useState(false);
  const bulkTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(bulkTimer.current), []);

  const options = useMemo(
    () =>
      yearOptions(product, (years) => t('shop.list.years', { count: years })).map((option) => ({
        ...option,
        'data-testid': `product-year-option-${product.shortName}-${option.value}`,
      })),
    [product, t],
  );
  const bulk = showBulkOrder(product, category);

  const buy = ({ validity }: BuyValues) => {
    createEvent.mutate(eventBody(product), {
      onSuccess: () => {
        rememberPurchaseChoice(purchaseChoice(product, validity));
        // The term travels in the address too: the wizard opened in another tab or reloaded keeps it.
        void navigate(wizardPath(product.shortName, validity), { state: { step: 0 } });
      },
    });
  };

  const bulkOrder = async () => {
    let values: BuyValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    rememberPurchaseChoice(purchaseChoice(product, values.validity));
    setBulkPending(true);
    bulkTimer.current = window.setTimeout(() => void navigate(BULK_ORDER_PATH), BULK_ORDER_DELAY_MS);
  };

  return (
    <Form<BuyValues> form={form} onFinish={buy}>
      <Flex gap={8} wrap={block ? 'wrap' : false} align="flex-start">
        <Form.Item
          name="validity"
          rules={[{ required: true, message: t('shop.list.selectYears') }]}
          style={{ margin: 0, flex: block ? '1 1 100%' : '0 0 220px', minWidth: 0 }}
        >
          <Select<number>
            data-testid={`product-year-${product.shortName}`}
            aria-label={t('shop.list.yearsPlaceholder')}
            placeholder={t('shop.list.yearsPlaceholder')}
            options={options}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={createEvent.isPending}
          disabled={bulkPending}
          data-testid={`product-buy-${product.shortName}`}
          style={block ? { flex: 1 } : undefined}
        >
          {t('shop.list.buy')}
        </Button>
        {bulk && (
          <Button
            loading={bulkPending}
            disabled={createEvent.isPending}
            onClick={() => void bulkOrder()}
            data-testid={`product-bulk-${product.shortName}`}
            style={block ? { flex: 1 } : undefined}
          >
            {t('shop.list.bulkOrder')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
