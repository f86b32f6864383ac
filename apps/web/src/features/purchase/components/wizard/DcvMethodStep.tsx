import { DCV_METHODS, type DcvMethod } from '@portal/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { SubStepActions } from './SubStepActions';

interface DcvValues {
  authMethod?: DcvMethod;
}

/**
 * Sub-step 4: how domain control is proven. DNS is recommended; email is still allowed but being phased out
 * by the CA/Browser Forum, which the notice says when it is chosen.
 */
export function DcvMethodStep({
  authMethods,
  initial,
  onDone,
  onChange,
  onBack,
  backLoading,
  nextLoading,
}: {
  authMethods: readonly DcvMethod[];
  initial: DcvMethod | undefined;
  onDone: (method: DcvMethod) => void;
  /** The choice while it is being made (the progress line adds the approver step for email). */
  onChange?: (method: DcvMethod) => void;
  onBack: () => void;
  backLoading: boolean;
  nextLoading: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DcvValues>();
  const offered = DCV_METHODS.filter((method) => authMethods.includes(method));
  const start =
    initial && offered.includes(initial) ? initial : offered.length === 1 ? offered[0] : undefined;
  const chosen = Form.useWatch('authMethod', form);

  return (
    <Form<DcvValues>
      form={form}
      layout="vertical"
      initialValues={{ authMethod: start }}
      onValuesChange={(changed: DcvValues) => changed.authMethod && onChange?.(changed.authMethod)}
      onFinish={(values) => values.authMethod && onDone(values.authMethod)}
      data-testid="wizard-dcv-form"
    >
      <Form.Item
        name="authMethod"
        label={t('purchase.sub.dcv')}
        rules={[{ required: true, message: t('purchase.dcv.required') }]}
      >
        <Radio.Group vertical className="purchase-choices">
          {offered.map((method) => (
            <Radio key={method} value={method} data-testid={`wizard-dcv-${method}`}>
              <span className="purchase-option">
                <span className="purchase-option__title">
                  {t(`purchase.dcv.${method}`)}{' '}
                  {method === 'dns' && <Tag color="green">{t('purchase.dcv.recommended')}</Tag>}
                </span>
                <span className="purchase-muted">{t(`purchase.dcv.${method}Text`)}</span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {chosen === 'email' && (
        <Alert
          type="info"
          showIcon
          title={t('purchase.dcv.emailNotice')}
          className="purchase-field-note"
          style={{ marginTop: 0 }}
          data-testid="wizard-dcv-email-notice"
        />
      )}
      <SubStepActions
        onBack={onBack}
        backLoading={backLoading}
        nextTestId="wizard-dcv-next"
        nextLoading={nextLoading}
        // DNS and HTTP create the order from here, as the approver step does for e-mail: one action, one name.
        nextLabel={chosen && chosen !== 'email' ? t('purchase.common.createOrder') : undefined}
      />
    </Form>
  );
}
