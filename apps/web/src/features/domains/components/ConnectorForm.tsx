import { dnsConnectorBody, type DnsConnectorBody, type DnsConnectorProvider } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors, zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { createConnector, type ConnectorRow } from '../api/connectors';

interface Values {
  provider: DnsConnectorProvider;
  label: string;
  apiToken?: string;
  secretId?: string;
  secretKey?: string;
}

const [cloudflare, dnspod] = dnsConnectorBody.options;
const FIELDS = ['label', 'apiToken', 'secretId', 'secretKey'];

/** The body of POST domains/connectors from the form: only the chosen provider's credentials. */
export function connectorBodyOf(values: Values): DnsConnectorBody {
  return values.provider === 'cloudflare'
    ? { provider: 'cloudflare', label: values.label, credentials: { apiToken: values.apiToken ?? '' } }
    : {
        provider: 'dnspod',
        label: values.label,
        credentials: { secretId: values.secretId ?? '', secretKey: values.secretKey ?? '' },
      };
}

/**
 * "Add a connector": the DNS host, a name and its credentials (password fields, never filled back). The server
 * tests them (a TXT record created and deleted) before it stores them; a refusal (422, 1061) is shown in the
 * dialog with the fields kept, field errors go on their fields.
 */
export function ConnectorForm({ onDone }: { onDone: (saved?: ConnectorRow) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const provider = Form.useWatch('provider', form) ?? 'cloudflare';
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      onDone(await createConnector(connectorBodyOf(values)));
    } catch (error) {
      // The server names the credentials' fields `credentials.apiToken` and so on.
      const fieldErrors = isApiError(error)
        ? error.errors.map((e) => ({ ...e, field: e.field.replace(/^credentials\./, '') }))
        : [];
      const known = applyFieldErrors(form, FIELDS, fieldErrors);
      if (!known) setProblem(isApiError(error) ? error.msg : t('unknownError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={t('domainsUi.connectors.form.title')}
      okText={t('domainsUi.connectors.form.save')}
      cancelText={t('web.common.cancel')}
      okButtonProps={testId<ButtonProps>('connector-save')}
      onOk={() => void submit()}
      onCancel={() => onDone()}
      confirmLoading={pending}
      maskClosable={false}
      destroyOnHidden
      data-testid="connector-form"
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={problem}
          data-testid="connector-form-problem"
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ provider: 'cloudflare' }} autoComplete="off">
        <Form.Item name="provider" label={t('domainsUi.connectors.form.provider')}>
          <Select
            data-testid="connector-provider"
            options={(['cloudflare', 'dnspod'] as const).map((value) => ({
              value,
              label: t(`domainsUi.connectors.providers.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('domainsUi.connectors.form.label')}
          rules={[zodRule(cloudflare.shape.label)]}
        >
          <Input
            placeholder={t('domainsUi.connectors.form.labelPlaceholder')}
            maxLength={80}
            data-testid="connector-label"
          />
        </Form.Item>
        {provider === 'cloudflare' ? (
          <Form.Item
            name="apiToken"
            label={t('domainsUi.connectors.form.apiToken')}
            extra={t('domainsUi.connectors.form.cloudflareHint')}
            rules={[zodRule(cloudflare.shape.credentials.shape.apiToken)]}
          >
            <Input.Password autoComplete="new-password" data-testid="connector-api-token" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="secretId"
              label={t('domainsUi.connectors.form.secretId')}
              rules={[zodRule(dnspod.shape.credentials.shape.secretId)]}
            >
              <Input autoComplete="off" spellCheck={false} data-testid="connector-secret-id" />
            </Form.Item>
            <Form.Item
              name="secretKey"
              label={t('domainsUi.connectors.form.secretKey')}
              extra={t('domainsUi.connectors.form.dnspodHint')}
              rules={[zodRule(dnspod.shape.credentials.shape.secretKey)]}
            >
              <Input.Password autoComplete="new-password" data-testid="connector-secret-key" />
            </Form.Item>
          </>
        )}
      </Form>
      <p className="domains-muted">{t('domainsUi.connectors.form.testing')}</p>
    </Modal>
  );
}
