import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { registerBody } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { reportFormError, sameAs, zodRule } from '../../../lib/formRules';
import { AUTH_PATHS } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AuthLink } from './AuthLink';

interface RegisterValues {
  email: string;
  password: string;
  confirm: string;
}
const FIELDS = ['email', 'password', 'confirm'] as const;

/** Register: POST register, then back to the login mode with the email filled in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();

  const onFinish = (values: RegisterValues) => {
    register.mutate(values, {
      onSuccess: () => {
        toast.success(t('web.auth.registerSuccess'));
        onRegistered(values.email.trim());
      },
      onError: (error) => reportFormError(form, FIELDS, error),
    });
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="register-form"
    >
      <Form.Item name="email" label={t('web.auth.email')} rules={[zodRule(registerBody.shape.email)]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          data-testid="auth-email"
          placeholder={t('web.auth.email')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('web.auth.password')} rules={[zodRule(registerBody.shape.password)]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid="auth-password"
          placeholder={t('web.auth.password')}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('web.auth.confirm')}
        dependencies={['password']}
        rules={[zodRule(registerBody.shape.confirm), sameAs('password', 'validation.passwordsDoNotMatch')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid="auth-confirm"
          placeholder={t('web.auth.confirm')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={register.isPending} data-testid="auth-submit">
        {t('web.auth.register')}
      </Button>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login">
          {t('web.auth.toLogin')}
        </AuthLink>
      </div>
    </Form>
  );
}
