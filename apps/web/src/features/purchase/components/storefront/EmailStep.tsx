import { ErrorCode } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { reportFormError } from '../../../../lib/formRules';
import { loginUrl } from '../../../../lib/navigation';
import { mayHaveSession } from '../../../../lib/sessionCookie';
import { isSignedIn, startMemberPurchase, startVisitorPurchase } from '../../api/startStorefrontPurchase';
import { purchaseStartPath, stepUrl } from '../../logic/storefrontSteps';
import { InvalidLink } from './InvalidLink';

/**
 * The first page of a storefront purchase (/contact-details?product=…[&trial=1]): a signed-in member starts it with
 * event/create and continues without a code; a visitor enters the e-mail address, which starts the purchase and
 * gives it its code (an address that has an account is asked to log in, coming back here afterwards).
 */
export function EmailStep({
  product,
  trial,
  validity,
}: {
  product: string;
  trial: boolean;
  /** The term chosen on the product page; undefined: the flow's default. */
  validity: number | undefined;
}) {
  const navigate = useNavigate();
  // A member goes straight on: event/create, then the contact page without a code.
  const member = useQuery({
    queryKey: ['storefront', 'member-start', product, trial, validity],
    queryFn: async () => {
      if (!mayHaveSession(document.cookie) || !(await isSignedIn())) return false;
      await startMemberPurchase(product, trial ? 'trial' : 'buy', validity);
      await navigate(stepUrl('contact', undefined), { replace: true });
      return true;
    },
    gcTime: 0,
  });
  if (member.isPending || member.data === true) return <Spin data-testid="storefront-loading" />;
  if (member.isError) return <InvalidLink reason="noProduct" />;
  return <VisitorEmailForm product={product} trial={trial} validity={validity} />;
}

function VisitorEmailForm({
  product,
  trial,
  validity,
}: {
  product: string;
  trial: boolean;
  validity: number | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [registered, setRegistered] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setPending(true);
    setRegistered(false);
    try {
      const code = await startVisitorPurchase({ product, email, trial, validity });
      await navigate(stepUrl('contact', code));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.emailTaken) setRegistered(true);
      else reportFormError(form, ['email', 'product', 'validity'], error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<{ email: string }>
      form={form}
      layout="vertical"
      className="narrow-form"
      onFinish={(values) => void onFinish(values)}
      data-testid="storefront-email-form"
    >
      <Form.Item
        name="email"
        label={t('purchase.visitor.email.label')}
        extra={t('purchase.visitor.email.help')}
        rules={[{ required: true, type: 'email', message: t('validation.emailInvalid') }]}
      >
        <Input type="email" autoComplete="email" data-testid="storefront-email" />
      </Form.Item>
      {registered && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('purchase.visitor.registered.text')}
          action={
            <Button
              size="small"
              type="primary"
              href={loginUrl(purchaseStartPath(product, trial, validity))}
              data-testid="storefront-login"
            >
              {t('purchase.visitor.registered.action')}
            </Button>
          }
          data-testid="storefront-registered"
        />
      )}
      <div className="purchase-actions">
        <Button type="primary" htmlType="submit" loading={pending} data-testid="storefront-email-next">
          {t('purchase.visitor.email.next')}
        </Button>
      </div>
    </Form>
  );
}

/** The e-mail entry again (Back from the contact page): the address is the purchase's, shown as kept. */
export function EmailReview({ email, onContinue }: { email: string; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" className="narrow-form" data-testid="storefront-email-review">
      <Form.Item label={t('purchase.visitor.email.label')}>
        <Input value={email} readOnly data-testid="storefront-email" />
      </Form.Item>
      <div className="purchase-actions">
        <Button href="/ssl-product" data-testid="wizard-back">
          {t('purchase.common.back')}
        </Button>
        <Button type="primary" onClick={onContinue} data-testid="storefront-email-next">
          {t('purchase.visitor.email.next')}
        </Button>
      </div>
    </Form>
  );
}
