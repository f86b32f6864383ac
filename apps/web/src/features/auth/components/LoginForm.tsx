import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { loginBody, type LoginBody } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthLink } from './AuthLink';

const FIELDS = ['email', 'password'] as const;

/** Login: on success the email is remembered and the user goes to the callback (or /admin/get-cert). */
export function LoginForm({ initialEmail, onLoggedIn }: { initialEmail?: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const queryClient = useQueryClient();

  const onFinish = (values: LoginBody) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('web.auth.loginSuccess'));
        writeStorage(STORAGE_KEYS.email, answer?.email || values.email.trim());
        queryClient.clear();
        onLoggedIn();
      },
      onError: (error) => reportFormError(form, FIELDS, error),
    });
  };

  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? readStorage(STORAGE_KEYS.email) ?? '' }}
      onFinish={onFinish}
      data-testid="login-form"
    >
      <Form.Item name="email" label={t('web.auth.email')} rules={[zodRule(loginBody.shape.email)]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="username"
          data-testid="auth-email"
          placeholder={t('web.auth.email')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('web.auth.password')} rules={[zodRule(loginBody.shape.password)]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid="auth-password"
          placeholder={t('web.auth.password')}
        />
      </Form.Item>
      <div className="auth__row auth__row--end">
        <AuthLink to={AUTH_PATHS.reset} testId="auth-link-forgot">
          {t('web.auth.toForget')}
        </AuthLink>
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="auth-submit">
        {t('web.auth.login')}
      </Button>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.register} testId="auth-link-register">
          {t('web.auth.toRegister')}
        </AuthLink>
      </div>
    </Form>
  );
}
