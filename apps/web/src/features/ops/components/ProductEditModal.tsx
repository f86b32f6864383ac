import { BADGES, OPS_PRODUCT_INTRODUCTION_MAX, type OpsProductRow } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { updateProduct } from '../api/opsCatalogue';
import { changesOf, INTRO_LANGS, introField, type ProductFormValues } from '../logic/productChanges';

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
// eslint-disable-next-line no-control-regex
const PLAIN_LINE = /^[^<>\u0000-\u001f\u007f]*$/;
/**
 * The edit dialog of one product: its price per validity, the price of each further name, its badges, its own
 * introduction line per language (empty: the storefront's generated line).
 */
export function ProductEditModal({
  row,
  onClose,
  onSaved,
}: {
  row: OpsProductRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const [pending, setPending] = useState(false);
  const priceRule = {
    validator: async (_: unknown, value: unknown) => {
      const text = String(value ?? '').trim();
      if (!PRICE.test(text) || !(Number(text) > 0))
        throw new Error(t('opsCatalogue.validation.priceInvalid'));
    },
  };
  const introRule = {
    validator: async (_: unknown, value: unknown) => {
      const text = String(value ?? '').trim();
      if (text.length > OPS_PRODUCT_INTRODUCTION_MAX)
        throw new Error(t('validation.maxLength', { n: OPS_PRODUCT_INTRODUCTION_MAX }));
      if (!PLAIN_LINE.test(text)) throw new Error(t('opsCatalogue.validation.introductionPlain'));
    },
  };
  const fieldNames = [
    ...row.validities.map((v) => `price${v}`),
    'attachCommonPrice',
    'badges',
    ...INTRO_LANGS.map(introField),
  ];

  const submit = async () => {
    let values: ProductFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = changesOf(row, values);
    if (Object.keys(body).length === 0) {
      toast.success(t('opsCatalogue.console.products.unchanged'));
      onClose();
      return;
    }
    setPending(true);
    try {
      await updateProduct(row.shortName, body);
      toast.success(t('opsCatalogue.console.products.saved', { name: row.name }));
      onSaved();
    } catch (error) {
      reportFormError(form, fieldNames, error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={t('opsCatalogue.console.products.editTitle', { name: row.name })}
      okText={t('opsCatalogue.console.products.save')}
      cancelText={t('ops.console.cancel')}
      okButtonProps={testId<ButtonProps>('ops-product-edit-ok')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      data-testid="ops-product-edit"
    >
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          ...Object.fromEntries(row.validities.map((v) => [`price${v}`, row.prices[String(v)] ?? ''])),
          attachCommonPrice: row.attachCommonPrice,
          badges: row.badges,
          ...Object.fromEntries(INTRO_LANGS.map((lang) => [introField(lang), row.introduction[lang]])),
        }}
      >
        <h3 className="ops-section">{t('opsCatalogue.console.products.prices')}</h3>
        <div className="ops-price-grid">
          {row.validities.map((validity) => (
            <Form.Item
              key={validity}
              name={`price${validity}`}
              label={t('opsCatalogue.console.products.months', { months: validity })}
              rules={[priceRule]}
            >
              <Input prefix="$" inputMode="decimal" data-testid={`ops-product-price-${validity}`} />
            </Form.Item>
          ))}
        </div>
        <Form.Item
          name="attachCommonPrice"
          label={t('opsCatalogue.console.products.attachCommonPrice')}
          rules={[
            {
              validator: async (_: unknown, value: unknown) => {
                if (!PRICE.test(String(value ?? '').trim()))
                  throw new Error(t('opsCatalogue.validation.amountInvalid'));
              },
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" data-testid="ops-product-attach" />
        </Form.Item>
        <Form.Item name="badges" label={t('opsCatalogue.console.products.badgesLabel')}>
          <Checkbox.Group
            options={BADGES.map((badge) => ({
              value: badge,
              label: t(`opsCatalogue.console.badges.${badge}`),
            }))}
            data-testid="ops-product-badges"
          />
        </Form.Item>
        <h3 className="ops-section">{t('opsCatalogue.console.products.introductionTitle')}</h3>
        {INTRO_LANGS.map((lang) => (
          <Form.Item
            key={lang}
            name={introField(lang)}
            label={t('opsCatalogue.console.products.introductionLabel', { lang })}
            extra={t('opsCatalogue.console.products.introductionHelp', { max: OPS_PRODUCT_INTRODUCTION_MAX })}
            rules={[introRule]}
          >
            <Input maxLength={OPS_PRODUCT_INTRODUCTION_MAX} data-testid={`ops-product-intro-${lang}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
