import type { OrderPaymentDetail } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DisplayCurrency } from '../../../../lib/format';

interface PromoValues {
  masterCode?: string;
}

/** Promo code: required code, Apply (re-prices the order) and Reset. */
export function PromoCodeForm({
  detail,
  applied,
  onApply,
  currency,
}: {
  detail: OrderPaymentDetail;
  applied: string | undefined;
  onApply: (code: string | undefined) => void;
  currency: DisplayCurrency;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PromoValues>();
  return (
    <Form<PromoValues>
      form={form}
      layout="inline"
      initialValues={{ masterCode: applied }}
      onFinish={(values) => onApply(values.masterCode?.trim())}
      data-testid="buy-promo-form"
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="masterCode"
        rules={[{ required: true, whitespace: true, message: t('purchase.rules.couponCodeRequired') }]}
        style={{ minWidth: 220 }}
      >
        <Input
          placeholder={t('purchase.buy.discount.promoPlaceholder')}
          aria-label={t('purchase.buy.discount.promoLabel')}
          maxLength={64}
          autoComplete="off"
          data-testid="buy-promo-input"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="buy-promo-apply">
          {t('purchase.buy.discount.apply')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ masterCode: undefined });
            onApply(undefined);
          }}
          data-testid="buy-promo-reset"
        >
          {t('purchase.buy.discount.reset')}
        </Button>
      </Form.Item>
      {detail.appliedMasterCode && (
        <div
          className="purchase-muted"
          style={{ width: '100%', marginTop: 8 }}
          data-testid="buy-promo-applied"
        >
          {t('purchase.buy.discount.promoApplied', {
            code: detail.appliedMasterCode,
            amount: formatMoney(detail.amount, currency),
          })}
        </div>
      )}
    </Form>
  );
}
