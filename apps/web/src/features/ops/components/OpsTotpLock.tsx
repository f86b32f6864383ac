import { opsConfirmBody, totpCode } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { confirmPassword } from '../api/confirmPassword';
import { OPS_PATHS } from '../paths';

/** The screen of the TOTP gate while this session has not confirmed a code (see OpsTotpGate). */
export function OpsTotpLock({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ password: string; code: string }>();
  const [pending, setPending] = useState(false);

  const unlock = async ({ password, code }: { password: string; code: string }) => {
    setPending(true);
    try {
      await confirmPassword(password, code.replace(/\s+/g, ''));
      toast.success(t('opsTotp.unlocked'));
      await queryClient.invalidateQueries({ queryKey: ['ops'] });
    } catch (error) {
      form.setFieldsValue({ password: '', code: '' });
      reportFormError(form, ['password', 'code'], error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Result
      status="warning"
      title={t('opsTotp.requiredTitle')}
      subTitle={t('opsTotp.requiredText')}
      data-testid="ops-totp-required-screen"
      extra={
        enabled ? (
          <Form
            form={form}
            layout="vertical"
            className="ops-totp-form"
            style={{ margin: '0 auto', textAlign: 'start' }}
            onFinish={(values) => void unlock(values)}
            data-testid="ops-totp-unlock-form"
          >
            <Form.Item
              name="password"
              label={t('opsTotp.password')}
              rules={[zodRule(opsConfirmBody.shape.password)]}
            >
              <Input.Password autoComplete="current-password" data-testid="ops-totp-unlock-password" />
            </Form.Item>
            <Form.Item name="code" label={t('opsTotp.code')} rules={[zodRule(totpCode)]}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                data-testid="ops-totp-unlock-code"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={pending} data-testid="ops-totp-unlock">
              {t('opsTotp.unlock')}
            </Button>
          </Form>
        ) : (
          <Button
            type="primary"
            onClick={() => void navigate(OPS_PATHS.security)}
            data-testid="ops-totp-go-enrol"
          >
            {t('opsTotp.goEnrol')}
          </Button>
        )
      }
    />
  );
}
