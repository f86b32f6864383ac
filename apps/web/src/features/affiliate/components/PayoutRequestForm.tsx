import { extractAmountField, payPalIdField, PAYOUT_MIN_CENTS, type ExtractBody } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { may } from '../../../lib/access';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { useRequestPayout } from '../api/requestPayout';
import { canRequest } from '../logic/affiliate';

const FIELDS = ['payPalID', 'extractAmount'] as const;

/**
 * The payout request (Money Request tab, Extract details): PayPal ID and amount, checked by the contract's rules
 * (required, an e-mail or payer id, at least $50.00) before the call; the server also refuses more than the
 * cleared amount. Only the main account may send it; the others see why not.
 */
export function PayoutRequestForm({
  extractAmount,
  lastPayPalId,
}: {
  /** Cleared and not requested, USD. */
  extractAmount: number;
  lastPayPalId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExtractBody>();
  const request = useRequestPayout();
  const minimum = (PAYOUT_MIN_CENTS / 100).toFixed(2);

  if (!may('affiliate.payout'))
    return (
      <Alert type="info" showIcon title={t('affiliate.request.mainOnly')} data-testid="payout-main-only" />
    );

  const onFinish = (values: ExtractBody) =>
    request.mutate(values, {
      onSuccess: () => {
        toast.success(t('affiliate.request.success'));
        form.resetFields(['extractAmount']);
      },
      onError: (error) => reportFormError(form, FIELDS, error),
    });

  return (
    <Form<ExtractBody>
      form={form}
      layout="vertical"
      className="narrow-form"
      initialValues={{ payPalID: lastPayPalId }}
      onFinish={onFinish}
      data-testid="payout-form"
    >
      <p data-testid="payout-available">
        {t('affiliate.request.available', { amount: extractAmount.toFixed(2) })}
        <br />
        {t('affiliate.request.minimum', { amount: minimum })}
      </p>
      {!canRequest(extractAmount) && (
        <Alert
          type="warning"
          showIcon
          title={t('affiliate.request.notEnough', { amount: minimum })}
          style={{ marginBottom: 16 }}
          data-testid="payout-not-enough"
        />
      )}
      <Form.Item
        name="payPalID"
        label={t('affiliate.request.payPalId')}
        rules={[zodRule(payPalIdField)]}
        validateFirst
      >
        <Input
          autoComplete="email"
          placeholder={t('affiliate.request.payPalIdPlaceholder')}
          data-testid="payout-paypal-id"
        />
      </Form.Item>
      <Form.Item
        name="extractAmount"
        label={t('affiliate.request.amount')}
        rules={[zodRule(extractAmountField)]}
        validateFirst
      >
        <Input inputMode="decimal" prefix="$" data-testid="payout-amount" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={request.isPending}
        disabled={!canRequest(extractAmount)}
        data-testid="payout-submit"
      >
        {t('affiliate.request.submit')}
      </Button>
    </Form>
  );
}
