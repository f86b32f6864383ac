import LockOutlined from '@ant-design/icons/LockOutlined';
import { resetBody, type ResetBody } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { reportFormError, sameAs, zodRule } from '../../../lib/formRules';
import { AUTH_PATHS } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/resetPassword';
import { AuthLink } from './AuthLink';

const FIELDS = ['password', 'confirm'] as const;

/** Reset password with the mailed token: POST reset/{token}, then the login mode. */
export function ResetForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetBody>();
  const reset = useResetPassword();

  const onFinish = (values: ResetBody) => {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          toast.success(t('web.auth.resetSuccess'));
          onReset();
        },
        onError: (error) => reportFormError(form, FIELDS, error),
      },
    );
  };

  return (
    <Form<ResetBody>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="reset-form"
    >
      <Form.Item name="password" label={t('web.auth.newPassword')} rules={[zodRule(resetBody.shape.password)]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid="auth-password"
          placeholder={t('web.auth.newPassword')}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('web.auth.confirm')}
        dependencies={['password']}
        rules={[zodRule(resetBody.shape.confirm), sameAs('password', 'validation.passwordsDoNotMatch')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid="auth-confirm"
          placeholder={t('web.auth.confirm')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="auth-submit">
        {t('web.auth.resetPassword')}
      </Button>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login-now">
          {t('web.auth.toLoginNow')}
        </AuthLink>
      </div>
    </Form>
  );
}
