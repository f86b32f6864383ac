import { opsTotpDisableBody, totpCode } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { activateTotp, disableTotp, enrolTotp, opsTotpKey, useOpsTotp } from '../api/opsTotp';
import '../ops.css';
import '../ops-overview.css';

const compact = (code: string) => code.replace(/\s+/g, '');

/**
 * /ops/security: the operator's TOTP authenticator. Enrol shows the otpauth:// link and the secret (this once),
 * the first code activates it; disabling asks the password and a code (docs/domain/operator-console.md "TOTP").
 */
export function OpsSecurityPage() {
  const { t } = useTranslation();
  const status = useOpsTotp();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<{ uri: string; secret: string }>();
  const [pending, setPending] = useState(false);
  const [activateForm] = Form.useForm<{ code: string }>();
  const [disableForm] = Form.useForm<{ password: string; code: string }>();

  useEffect(() => {
    document.title = `${t('opsTotp.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops'] });

  const enrol = async () => {
    setPending(true);
    try {
      setEnrolment(await enrolTotp());
      activateForm.resetFields();
      await queryClient.invalidateQueries({ queryKey: opsTotpKey });
    } catch {
      // The API client showed the refusal.
    } finally {
      setPending(false);
    }
  };

  const activate = async ({ code }: { code: string }) => {
    setPending(true);
    try {
      await activateTotp(compact(code));
      setEnrolment(undefined);
      toast.success(t('opsTotp.activated'));
      await refresh();
    } catch (error) {
      activateForm.setFieldValue('code', '');
      reportFormError(activateForm, ['code'], error);
    } finally {
      setPending(false);
    }
  };

  const disable = async ({ password, code }: { password: string; code: string }) => {
    setPending(true);
    try {
      await disableTotp(password, compact(code));
      disableForm.resetFields();
      toast.success(t('opsTotp.disabled'));
      await refresh();
    } catch (error) {
      disableForm.setFieldsValue({ password: '', code: '' });
      reportFormError(disableForm, ['password', 'code'], error);
    } finally {
      setPending(false);
    }
  };

  const data = status.data;
  const codeField = (name: string) => (
    <Form.Item name="code" label={t('opsTotp.code')} rules={[zodRule(totpCode)]}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} data-testid={`${name}-code`} />
    </Form.Item>
  );

  return (
    <div className="page" data-testid="ops-security-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsTotp.title')}</h1>
      </div>
      {!data ? (
        <Spin />
      ) : (
        <Card size="small" className="page__card">
          <p data-testid="ops-totp-status" data-enabled={String(data.enabled)}>
            <Tag color={data.enabled ? 'green' : data.pending ? 'gold' : 'default'}>
              {t(
                data.enabled
                  ? 'opsTotp.status.enabled'
                  : data.pending
                    ? 'opsTotp.status.pending'
                    : 'opsTotp.status.disabled',
              )}
            </Tag>
            <Tag color={data.required ? 'red' : 'default'} data-testid="ops-totp-required">
              {t(data.required ? 'opsTotp.status.required' : 'opsTotp.status.optional')}
            </Tag>
          </p>

          {!data.enabled && !enrolment && (
            <Button
              type="primary"
              loading={pending}
              onClick={() => void enrol()}
              data-testid="ops-totp-enrol"
            >
              {t(data.pending ? 'opsTotp.enrolAgain' : 'opsTotp.enrol')}
            </Button>
          )}

          {!data.enabled && enrolment && (
            <div className="ops-totp-form" data-testid="ops-totp-enrolment">
              <Alert type="info" showIcon title={t('opsTotp.enrolText')} style={{ marginBottom: 12 }} />
              <p>
                {t('opsTotp.secret')}:{' '}
                <span className="ops-totp-secret" data-testid="ops-totp-secret">
                  {enrolment.secret}
                </span>
              </p>
              <p>
                <a href={enrolment.uri} data-testid="ops-totp-uri">
                  {t('opsTotp.uri')}
                </a>
              </p>
              <Form
                form={activateForm}
                layout="vertical"
                onFinish={(values) => void activate(values)}
                data-testid="ops-totp-activate-form"
              >
                {codeField('ops-totp-activate')}
                <Button type="primary" htmlType="submit" loading={pending} data-testid="ops-totp-activate">
                  {t('opsTotp.activate')}
                </Button>
              </Form>
            </div>
          )}

          {data.enabled && (
            <Form
              form={disableForm}
              layout="vertical"
              className="ops-totp-form"
              onFinish={(values) => void disable(values)}
              data-testid="ops-totp-disable-form"
            >
              <h2 className="ops-section">{t('opsTotp.disableTitle')}</h2>
              <Form.Item
                name="password"
                label={t('opsTotp.password')}
                rules={[zodRule(opsTotpDisableBody.shape.password)]}
              >
                <Input.Password autoComplete="current-password" data-testid="ops-totp-disable-password" />
              </Form.Item>
              {codeField('ops-totp-disable')}
              <Button danger htmlType="submit" loading={pending} data-testid="ops-totp-disable">
                {t('opsTotp.disable')}
              </Button>
            </Form>
          )}
        </Card>
      )}
    </div>
  );
}
