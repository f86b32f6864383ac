import {
  PRICING_REQUEST_FIELDS,
  QUANTITY_MAX,
  COMMENTS_MAX,
  type PricingRequestTable,
} from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../lib/formRules';
import { toast } from '../../lib/toast';
import { useCreatePricingRequest } from './createPricingRequest';
import { useProductsSelect } from './productsSelect';
import { FORM_FIELDS, productOptions, VALIDITY_OPTIONS, type RequestField } from './requestForms';
import { useAccountEmail } from './useAccountEmail';

/**
 * The form of price match, unlisted product and bulk buys: the table's fields, each checked by the contract's own
 * rule (the server says the same), brand and certificate from the catalogue (GET products/select). Sent as
 * POST promote/create?table=…; on success the form empties (the email stays) and a toast confirms.
 */
export function PricingRequestForm({ table }: { table: PricingRequestTable }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const catalogue = useProductsSelect();
  const create = useCreatePricingRequest(table);
  const accountEmail = useAccountEmail(form);
  const brand = Form.useWatch('brand', form) as string | undefined;
  const fields = FORM_FIELDS[table];
  const shape = PRICING_REQUEST_FIELDS[table].shape as Record<string, ZodType>;
  const required = (field: RequestField) => !shape[field]!.safeParse(undefined).success;

  const onFinish = (values: Record<string, unknown>) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('pricingRequests.sent'));
        form.resetFields();
        if (accountEmail) form.setFieldValue('email', accountEmail);
      },
      onError: (error) => reportFormError(form, fields, error),
    });

  const control = (field: RequestField) => {
    const testid = `pricing-${field}`;
    switch (field) {
      case 'brand':
        return (
          <Select
            showSearch
            loading={catalogue.isPending}
            placeholder={t('pricingRequests.placeholders.brand')}
            notFoundContent={t('pricingRequests.noBrands')}
            options={(catalogue.data?.brands ?? []).map((value) => ({
              value,
              label: value,
              'data-testid': `pricing-brand-option-${value}`,
            }))}
            onChange={() => form.setFieldValue('product', undefined)}
            data-testid={testid}
          />
        );
      case 'product':
        return (
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!brand}
            placeholder={t('pricingRequests.placeholders.product')}
            options={productOptions(catalogue.data?.products, brand).map((option) => ({
              ...option,
              'data-testid': `pricing-product-option-${option.value}`,
            }))}
            data-testid={testid}
          />
        );
      case 'validity':
        return (
          <Select
            allowClear={!required('validity')}
            placeholder={t('pricingRequests.placeholders.validity')}
            options={VALIDITY_OPTIONS.map(({ months, years }) => ({
              value: months,
              label: t('pricingRequests.years', { count: years }),
              'data-testid': `pricing-validity-option-${months}`,
            }))}
            data-testid={testid}
          />
        );
      case 'quantity':
        return (
          <InputNumber
            min={1}
            max={QUANTITY_MAX}
            precision={0}
            style={{ width: '100%' }}
            data-testid={testid}
          />
        );
      case 'comments':
        return <Input.TextArea rows={4} maxLength={COMMENTS_MAX} showCount data-testid={testid} />;
      case 'url':
        return <Input type="url" placeholder={t('pricingRequests.placeholders.url')} data-testid={testid} />;
      case 'email':
        return <Input type="email" autoComplete="email" data-testid={testid} />;
      case 'certificate':
      case 'vendor':
        return <Input placeholder={t(`pricingRequests.placeholders.${field}`)} data-testid={testid} />;
      case 'name':
        return <Input autoComplete="name" data-testid={testid} />;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="narrow-form"
      onFinish={onFinish}
      data-testid={`pricing-form-${table}`}
    >
      {fields.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`pricingRequests.fields.${field}`)}
          rules={[zodRule(shape[field]!)]}
          required={required(field)}
        >
          {control(field)}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="pricing-submit">
        {t('pricingRequests.submit')}
      </Button>
    </Form>
  );
}
