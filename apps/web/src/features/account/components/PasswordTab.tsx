import { passwordModifyBody, type PasswordModifyBody } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { differentFrom, reportFormError, sameAs, zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { useModifyPassword } from '../api/modifyPassword';

const FIELDS = ['old_password', 'new_password', 'confirm'] as const;

/** Reset password: old, new, confirm -> PUT password/modify; a non-zero code shows the server's error. */
export function PasswordTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordModifyBody>();
  const modify = useModifyPassword();

  const onFinish = (values: PasswordModifyBody) => {
    modify.mutate(values, {
      onSuccess: () => {
        toast.success(t('web.toast.resetDone'));
        form.resetFields();
      },
      onError: (error) => reportFormError(form, FIELDS, error),
    });
  };

  return (
    <Form<PasswordModifyBody>
      form={form}
      layout="vertical"
      className="narrow-form"
      onFinish={onFinish}
      data-testid="password-form"
    >
      <Form.Item
        name="old_password"
        label={t('web.profile.password.old')}
        rules={[zodRule(passwordModifyBody.shape.old_password)]}
        required
      >
        <Input.Password autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('web.profile.password.new')}
        dependencies={['old_password']}
        rules={[
          zodRule(passwordModifyBody.shape.new_password),
          differentFrom('old_password', 'validation.passwordSameAsOld'),
        ]}
        required
      >
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('web.profile.password.confirm')}
        dependencies={['new_password']}
        rules={[
          zodRule(passwordModifyBody.shape.confirm),
          sameAs('new_password', 'validation.passwordsInconsistent'),
        ]}
        required
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={modify.isPending} data-testid="password-submit">
        {t('web.common.submit')}
      </Button>
    </Form>
  );
}
