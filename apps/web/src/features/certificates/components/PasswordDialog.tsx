import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { reportFormError, sameAs } from '../../../lib/formRules';
import { translateMessage } from '../../../lib/i18n';
import { testId } from '../../../lib/testId';
import type { DownloadOption } from '../logic/downloadOptions';
import { passwordIssue } from '../logic/password';

interface PasswordValues {
  password: string;
  confirm: string;
}

/**
 * The password of a PFX or JKS download (required, confirmed, printable ASCII for Java). OK calls `onSubmit`;
 * a refusal from the server lands on the password field (code 1001, errors[].field 'password').
 */
export function PasswordDialog({
  option,
  onSubmit,
  onClose,
  submitting,
}: {
  option: DownloadOption | undefined;
  onSubmit: (password: string) => Promise<void>;
  onClose: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const format = option?.format ?? '';

  const onOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await onSubmit(values.password);
    } catch (error) {
      reportFormError(form, ['password'], error);
    }
  };

  return (
    <Modal
      open={option !== undefined}
      title={t('certs.password.title', { format })}
      okText={t('certs.password.ok')}
      cancelText={t('web.common.cancel')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={submitting}
      okButtonProps={testId<ButtonProps>('cert-password-ok')}
      destroyOnHidden
    >
      <p>{t('certs.password.text', { format })}</p>
      <Form<PasswordValues> form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('certs.password.password')}
          extra={t('certs.password.asciiHint')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const issue = option?.serverType ? passwordIssue(option.serverType, value) : undefined;
                if (issue) throw new Error(translateMessage(issue));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="cert-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('certs.password.confirm')}
          dependencies={['password']}
          required
          rules={[
            { required: true, message: translateMessage('validation.confirmRequired') },
            sameAs('password', 'validation.passwordsDoNotMatch'),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={128}
            data-testid="cert-password-confirm"
            onPressEnter={() => void onOk()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
