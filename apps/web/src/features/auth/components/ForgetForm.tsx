import MailOutlined from '@ant-design/icons/MailOutlined';
import { forgetQuery } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForget } from '../api/forget';
import { AuthLink } from './AuthLink';

const FIELDS = ['email'] as const;

/** Password recovery: GET forget?email; success moves to the reset-pending state, failure stays here. */
export function ForgetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const forget = useForget();

  const onFinish = ({ email }: { email: string }) => {
    forget.mutate(email.trim(), {
      onSuccess: () => {
        toast.success(t('web.auth.forgetSuccess'));
        onSent(email.trim());
      },
      onError: (error) => reportFormError(form, FIELDS, error),
    });
  };

  return (
    <Form<{ email: string }>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ email: readStorage(STORAGE_KEYS.email) ?? '' }}
      onFinish={onFinish}
      data-testid="forget-form"
    >
      <p className="auth__hint">{t('web.auth.forgetHint')}</p>
      <Form.Item name="email" label={t('web.auth.email')} rules={[zodRule(forgetQuery.shape.email)]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          data-testid="auth-email"
          placeholder={t('web.auth.email')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={forget.isPending} data-testid="auth-submit">
        {t('web.auth.sendResetLink')}
      </Button>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login-now">
          {t('web.auth.toLoginNow')}
        </AuthLink>
      </div>
    </Form>
  );
}
