import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useOrderInfo } from '../../../lib/queries/orderInfo';
import { useSetRenewal } from '../api/setRenewal';

/**
 * Auto-renewal: 7 days before the order ends a renewal order is created and paid from the balance; the chosen
 * address gets the receipts and any failure notice (required: "Please enter email").
 */
export function AutoRenewModal({
  orderID,
  open,
  onClose,
}: {
  orderID: number;
  open: boolean;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const info = useOrderInfo(open ? orderID : undefined);
  const save = useSetRenewal();
  // The server offers the addresses it accepts (the account's and the order contact's).
  const emails = info.data?.orderDetail.renewEmailOptions ?? [];
  const submit = ({ email }: { email: string }) =>
    save.mutate(
      { orderID, renewMode: 'auto', email },
      {
        onSuccess: () => {
          toast.success(t('orders.renewal.autoOn'));
          onClose(true);
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, ['email'], error.errors)) return;
          toast.error(isApiError(error) ? error.msg : t('unknownError'));
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('orders.renewal.autoTitle')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={t('orders.renewal.autoOk')}
      confirmLoading={save.isPending}
      okButtonProps={testId<ButtonProps>('auto-renew-ok')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orders.renewal.autoExplain')}</Typography.Paragraph>
      <Form<{ email: string }>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: info.data?.orderDetail.renewEmail || undefined }}
      >
        <Form.Item
          name="email"
          label={t('orders.renewal.email')}
          rules={[{ required: true, message: t('orders.renewal.emailRequired') }]}
        >
          <Select
            loading={info.isLoading}
            options={emails.map((email) => ({ value: email, label: email }))}
            placeholder={t('orders.renewal.emailPlaceholder')}
            data-testid="auto-renew-email"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
