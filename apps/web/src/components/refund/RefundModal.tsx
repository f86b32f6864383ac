import { refundBody } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors, zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useRefundOrder, type RefundValues } from '../api/refundOrder';

/** Apply refund (paid orders at 4, 5, 8, 13): email, phone and reason, all required. */
export function RefundModal({
  orderID,
  open,
  defaults,
  onClose,
}: {
  orderID: number;
  open: boolean;
  defaults: Partial<RefundValues>;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundOrder();
  const submit = (values: RefundValues) =>
    refund.mutate(
      { orderID, ...values },
      {
        onSuccess: () => {
          toast.success(t('orders.refund.done'));
          form.resetFields();
          onClose(true);
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, ['email', 'phone', 'desc'], error.errors)) return;
          toast.error(isApiError(error) ? error.msg : t('unknownError'));
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('orders.refund.title')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={t('orders.refund.ok')}
      confirmLoading={refund.isPending}
      okButtonProps={testId<ButtonProps>('refund-ok')}
      destroyOnHidden
    >
      <Form<RefundValues> form={form} layout="vertical" initialValues={defaults} onFinish={submit}>
        <Form.Item name="email" label={t('orders.refund.email')} rules={[zodRule(refundBody.shape.email)]}>
          <Input data-testid="refund-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('orders.refund.phone')} rules={[zodRule(refundBody.shape.phone)]}>
          <Input data-testid="refund-phone" />
        </Form.Item>
        <Form.Item name="desc" label={t('orders.refund.desc')} rules={[zodRule(refundBody.shape.desc)]}>
          <Input.TextArea
            rows={4}
            placeholder={t('orders.refund.descPlaceholder')}
            data-testid="refund-desc"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
