import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { guaranteeBody } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { translateMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSendGuarantee } from '../api/sendGuarantee';
import {
  GUARANTEE_FIELDS,
  VOUCHER_ACCEPT,
  VOUCHER_MAX_MB,
  voucherProblem,
} from '../../../components/pricing-request/requestForms';
import { useAccountEmail } from '../../../components/pricing-request/useAccountEmail';

interface Values {
  name: string;
  email: string;
  salesVoucher?: UploadFile[];
}

/**
 * Switch and match guarantee: name, email and one receipt image. The picker offers images only and keeps the
 * last chosen file (maxCount 1); nothing is uploaded before Submit (beforeUpload answers false), which sends the
 * three as multipart POST promote/email.
 */
export function GuaranteeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const send = useSendGuarantee();
  const accountEmail = useAccountEmail(form);

  const onFinish = (values: Values) => {
    const file = values.salesVoucher?.[0]?.originFileObj;
    if (!file) return;
    send.mutate(
      { name: values.name, email: values.email, salesVoucher: file },
      {
        onSuccess: () => {
          toast.success(t('pricingRequests.sent'));
          form.resetFields();
          if (accountEmail) form.setFieldValue('email', accountEmail);
        },
        onError: (error) => reportFormError(form, GUARANTEE_FIELDS, error),
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="narrow-form"
      onFinish={onFinish}
      data-testid="pricing-form-guarantee"
    >
      <Form.Item
        name="name"
        label={t('pricingRequests.fields.name')}
        rules={[zodRule(guaranteeBody.shape.name)]}
        required
      >
        <Input autoComplete="name" data-testid="pricing-name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('pricingRequests.fields.email')}
        rules={[zodRule(guaranteeBody.shape.email)]}
        required
      >
        <Input type="email" autoComplete="email" data-testid="pricing-email" />
      </Form.Item>
      <Form.Item
        name="salesVoucher"
        label={t('pricingRequests.fields.salesVoucher')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra={t('pricingRequests.upload.hint', { mb: VOUCHER_MAX_MB })}
        required
        rules={[
          {
            validator: async (_rule, files: UploadFile[] | undefined) => {
              const file = files?.[0]?.originFileObj;
              if (!file) throw new Error(translateMessage('pricingRequests.validation.fileRequired'));
              const problem = voucherProblem(file);
              if (problem) throw new Error(t(problem, { mb: VOUCHER_MAX_MB }));
            },
          },
        ]}
      >
        <Upload accept={VOUCHER_ACCEPT} maxCount={1} listType="picture" beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('pricingRequests.upload.choose')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="pricing-submit">
        {t('pricingRequests.submit')}
      </Button>
    </Form>
  );
}
