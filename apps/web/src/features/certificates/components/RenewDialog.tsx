import { ErrorCode, renewYears } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import type { ExpiringRow } from '../api/listExpiringCerts';
import { useRenewOrder, useUsableCoupons } from '../api/renewOrder';
import {
  afterRenew,
  couponChoices,
  NO_COUPON,
  renewBodyOf,
  renewDefaults,
  renewedOrderId,
  type RenewValues,
} from '../logic/renewal';

/**
 * The renewal dialog of expiring certificates (spec: Years and Coupons, both required). Unlike the spec's, it
 * renews: it places the renewal order through PUT orders/renew/{id} (the server checks the order, the years the
 * product sells and the coupon) and takes the customer to buy-details with the coupon applied.
 */
export function RenewDialog({ row, onClose }: { row: ExpiringRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RenewValues>();
  const renew = useRenewOrder();
  const coupons = useUsableCoupons(row !== undefined);

  const submit = (values: RenewValues) => {
    if (!row) return;
    const body = renewBodyOf(values);
    renew.mutate(
      { id: renewedOrderId(row), body },
      {
        onSuccess: (answer) => {
          toast.success(t('certs.renew.placed', { id: answer.id }));
          const next = afterRenew(answer, body);
          void navigate(next.path, { state: next.state });
        },
        onError: (error) => {
          if (!isApiError(error)) return void toast.error(t('unknownError'));
          if (error.code === ErrorCode.couponUnusable)
            form.setFields([{ name: 'coupon', errors: [error.msg] }]);
          else if (error.errors?.some((e) => e.field === 'years' || e.field === 'validity'))
            form.setFields([{ name: 'years', errors: [error.msg] }]);
          else toast.error(error.msg);
        },
      },
    );
  };

  const options = couponChoices(coupons.data ?? []).map((choice) => ({
    value: choice.value,
    label:
      choice.value === NO_COUPON
        ? t('certs.renew.noCoupon')
        : `${choice.value} · ${formatUsd(choice.amount ?? 0)}${choice.title ? ` · ${choice.title}` : ''}`,
    'data-testid':
      choice.value === NO_COUPON ? 'renew-coupon-option-none' : `renew-coupon-option-${choice.value}`,
  }));

  return (
    <Modal
      open={row !== undefined}
      title={row ? t('certs.renew.title', { id: row.orderID, name: row.commonName }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('certs.renew.submit')}
      cancelText={t('certs.renew.cancel')}
      confirmLoading={renew.isPending}
      okButtonProps={testId<ButtonProps>('renew-submit')}
      destroyOnHidden
    >
      <p>{t('certs.renew.help')}</p>
      <Form<RenewValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={row ? renewDefaults(row) : undefined}
      >
        <Form.Item name="years" label={t('certs.renew.years')} rules={[zodRule(renewYears)]} required>
          <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} data-testid="renew-years" />
        </Form.Item>
        <Form.Item
          name="coupon"
          label={t('certs.renew.coupons')}
          rules={[{ required: true, message: t('certs.renew.couponRequired') }]}
          extra={t('certs.renew.couponHelp')}
        >
          <Select
            options={options}
            loading={coupons.isFetching}
            placeholder={t('certs.renew.couponPlaceholder')}
            data-testid="renew-coupon"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
