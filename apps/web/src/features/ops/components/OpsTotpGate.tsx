import { opsConfirmBody, totpCode } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { confirmPassword } from '../api/confirmPassword';
import { useOpsTotp } from '../api/opsTotp';
import { OPS_PATHS } from '../paths';

/**
 * Compulsory TOTP (setting opsTotpRequired): the layout route around the console's pages (router.tsx). While
 * this session has not confirmed a code, the pages give way to a screen that leads to the enrolment (Security) or, for an enrolled operator, asks the password
 * and a code (POST ops/confirm). The server refuses every other /api/ops call with 403 code 1032 anyway.
 */
export function OpsTotpGate() {
  const { t } = useTranslation();
  const status = useOpsTotp();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ password: string; code: string }>();
  const [pending, setPending] = useState(false);

  const data = status.data;
  if (!data || !data.required || data.verified || location.pathname.startsWith(OPS_PATHS.security))
    return <Outlet />;

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
        data.enabled ? (
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
