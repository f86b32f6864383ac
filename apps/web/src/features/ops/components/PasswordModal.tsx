import { opsConfirmBody, totpCode } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { confirmPassword } from '../api/confirmPassword';
import { useOpsTotp } from '../api/opsTotp';

/**
 * The operator's password again (POST ops/confirm), asked when a money action answered code 1029, with the
 * authenticator's code when the operator enrolled TOTP. A wrong password or code is the API client's toast and
 * the dialog stays open; `onDone(true)` once confirmed, `onDone(false)` when the operator cancels.
 */
export function PasswordModal({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; code?: string }>();
  const [pending, setPending] = useState(false);
  const withCode = useOpsTotp().data?.enabled === true;

  const submit = async () => {
    let values: { password: string; code?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      await confirmPassword(values.password, withCode ? values.code?.replace(/\s+/g, '') : undefined);
      onDone(true);
    } catch {
      form.setFieldsValue({ password: '', code: '' });
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
        {withCode && (
          <Form.Item name="code" label={t('opsTotp.code')} rules={[zodRule(totpCode)]}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              data-testid="ops-password-code"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
