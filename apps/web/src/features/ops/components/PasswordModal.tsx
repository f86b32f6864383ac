import { opsConfirmBody } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { confirmPassword } from '../api/confirmPassword';

/**
 * The operator's password again (POST ops/confirm), asked when a money action answered code 1029. A wrong
 * password is the API client's toast and the dialog stays open; `onDone(true)` once confirmed, `onDone(false)`
 * when the operator cancels.
 */
export function PasswordModal({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    let values: { password: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      await confirmPassword(values.password);
      onDone(true);
    } catch {
      form.setFieldValue('password', '');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={t('ops.console.confirm.title')}
      okText={t('ops.console.confirm.ok')}
      cancelText={t('ops.console.cancel')}
      okButtonProps={testId<ButtonProps>('ops-password-ok')}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
      confirmLoading={pending}
      destroyOnHidden
    >
      <p>{t('ops.console.confirm.text')}</p>
      <Form form={form} layout="vertical" onFinish={() => void submit()} data-testid="ops-password-form">
        <Form.Item
          name="password"
          label={t('ops.console.confirm.password')}
          rules={[zodRule(opsConfirmBody.shape.password)]}
        >
          <Input.Password autoFocus autoComplete="current-password" data-testid="ops-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
