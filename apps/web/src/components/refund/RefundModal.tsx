import { refundBody } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { applyFieldErrors, zodRule } from '../../lib/formRules';
import { useRefundOrder, type RefundValues } from '../../lib/queries/refund';
import { testId } from '../../lib/testId';
import { toast } from '../../lib/toast';

/**
 * Apply refund (paid orders at 4, 5, 8, 13 within 30 days of payment, `refundable`): email, phone and reason, all
 * required; then a confirmation that says what follows before the application is sent, and its result. Shared by
 * the order detail, the My Orders row menu and the reissue detail (which refunds the reissue's order).
 */
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
  const send = (values: RefundValues) =>
    refund
      .mutateAsync({ orderID, ...values })
      .then(() => {
        toast.success(t('orders.refund.done', { id: orderID }));
        form.resetFields();
        onClose(true);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && applyFieldErrors(form, ['email', 'phone', 'desc'], error.errors)) return;
        toast.error(isApiError(error) ? error.msg : t('unknownError'));
      });
  // Nothing is sent before the owner confirmed what the application does.
  const submit = (values: RefundValues) =>
    Modal.confirm({
      title: t('orders.refund.confirm', { id: orderID }),
      content: t('orders.refund.confirmText'),
      okText: t('orders.refund.confirmOk'),
      okButtonProps: testId<ButtonProps>('refund-confirm-ok'),
      cancelButtonProps: testId<ButtonProps>('refund-confirm-cancel'),
      onOk: () => send(values),
    });
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
      <Typography.Paragraph type="secondary" data-testid="refund-rule">
        {t('orders.refund.rule')}
      </Typography.Paragraph>
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
