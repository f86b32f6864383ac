import { OPS_NOTE_MAX, opsRejectBody } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useDecideOrder } from '../api/decideOrder';

/**
 * Approve (optional note) or reject (reason required) one order of the queue, after the operator confirms in
 * this dialog. A refusal (409 "already decided", 404) is the API client's toast; the list refreshes.
 */
export function DecisionModal({
  orderId,
  kind,
  onClose,
}: {
  orderId: number;
  kind: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text?: string }>();
  const decide = useDecideOrder(orderId);

  const submit = async () => {
    let values: { text?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const text = values.text?.trim() ?? '';
    decide.mutate(kind === 'approve' ? { kind, note: text } : { kind, reason: text }, {
      onSuccess: (answer) => {
        toast.success(
          t(kind === 'approve' ? 'ops.console.orders.approved' : 'ops.console.orders.rejected', {
            id: answer.id,
            status: t(`orders.status.${answer.status}`, { defaultValue: String(answer.status) }),
            refunded: answer.refunded,
          }),
        );
        onClose();
      },
      onError: onClose,
    });
  };

  return (
    <Modal
      open
      title={t(kind === 'approve' ? 'ops.console.orders.approveTitle' : 'ops.console.orders.rejectTitle', {
        id: orderId,
      })}
      okText={t(kind === 'approve' ? 'ops.console.orders.approve' : 'ops.console.orders.reject')}
      okButtonProps={{ danger: kind === 'reject', ...testId<ButtonProps>('ops-decision-ok') }}
      cancelText={t('ops.console.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`ops-${kind}-form`}>
        <Form.Item
          name="text"
          label={t(kind === 'approve' ? 'ops.console.orders.note' : 'ops.console.orders.reason')}
          rules={kind === 'reject' ? [zodRule(opsRejectBody.shape.reason)] : []}
        >
          <Input.TextArea rows={3} maxLength={OPS_NOTE_MAX} showCount data-testid="ops-decision-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
