import { dcvMethodsFor, type DcvMethod } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useChangeAuthMethod } from '../api/changeAuthMethod';
import { useVerifyEmails } from '../api/getVerifyEmails';
import { useResendDcvEmail } from '../api/resendDcvEmail';

interface ReplaceValues {
  domain?: string;
  authzMethod?: DcvMethod;
  approverEmail?: string;
}

/**
 * Replace verification method: domain, the methods that name allows (the contract's `dcvMethodsFor`: dns and
 * email, http unless a wildcard; an IP address http only) and, for email, the approver.
 */
export function ReplaceMethodModal({
  orderID,
  domains,
  domainType,
  open,
  onClose,
}: {
  orderID: number;
  domains: string[];
  domainType: number;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReplaceValues>();
  const domain = Form.useWatch('domain', form);
  const method = Form.useWatch('authzMethod', form);
  const emails = useVerifyEmails(method === 'email' ? domain : undefined);
  const change = useChangeAuthMethod();
  const methods = useMemo(() => dcvMethodsFor(domain ?? '', { domainType }), [domain, domainType]);
  // A method chosen for another name is dropped when the name now chosen does not allow it (an IP address).
  useEffect(() => {
    if (method !== undefined && !methods.includes(method)) form.setFieldValue('authzMethod', undefined);
  }, [form, method, methods]);
  const submit = (values: ReplaceValues) =>
    change.mutate(
      {
        orderID,
        domain: values.domain ?? '',
        authzMethod: values.authzMethod ?? 'dns',
        ...(values.authzMethod === 'email' && values.approverEmail
          ? { approverEmail: values.approverEmail }
          : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('orders.detail.operationDone'));
          onClose(true);
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('orders.validation.replace')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      okButtonProps={testId<ButtonProps>('replace-method-ok')}
      destroyOnHidden
    >
      <Form<ReplaceValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ domain: domains.length === 1 ? domains[0] : undefined }}
      >
        <Form.Item
          name="domain"
          label={t('orders.validation.domainLabel')}
          rules={[{ required: true, message: t('orders.validation.domainRequired') }]}
        >
          <Select data-testid="replace-domain" options={domains.map((d) => ({ value: d, label: d }))} />
        </Form.Item>
        <Form.Item
          name="authzMethod"
          label={t('orders.validation.methodLabel')}
          rules={[{ required: true, message: t('orders.validation.methodRequired') }]}
        >
          <Radio.Group
            options={methods.map((value) => ({
              value,
              label: (
                <span data-testid={`replace-method-${value}`}>{t(`orders.validation.methods.${value}`)}</span>
              ),
            }))}
          />
        </Form.Item>
        {method === 'email' && (
          <Form.Item
            name="approverEmail"
            label={t('orders.validation.approverLabel')}
            rules={[{ required: true, message: t('orders.validation.approverRequired') }]}
          >
            <Select
              loading={emails.isFetching}
              data-testid="replace-approver"
              options={(emails.data?.email_list ?? []).map((e) => ({ value: e, label: e }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Resend the verification email: to the order's approval address (default) or a new one from the allowed list. */
export function ResendEmailModal({
  orderID,
  domain,
  approveEmail,
  open,
  onClose,
}: {
  orderID: number;
  domain: string;
  approveEmail: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'default' | 'new'>('default');
  const [email, setEmail] = useState<string>();
  const emails = useVerifyEmails(open && mode === 'new' ? domain : undefined);
  const resend = useResendDcvEmail();
  return (
    <Modal
      open={open}
      title={t('orders.validation.resend')}
      onCancel={onClose}
      confirmLoading={resend.isPending}
      okButtonProps={{ ...testId<ButtonProps>('resend-ok'), disabled: mode === 'new' && !email }}
      onOk={() =>
        resend.mutate(
          { orderID, ...(mode === 'new' && email ? { email } : {}) },
          {
            onSuccess: () => {
              toast.success(t('orders.validation.sent'));
              onClose();
            },
          },
        )
      }
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('orders.validation.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as 'default' | 'new')}
            options={[
              { value: 'default', label: t('orders.validation.modeDefault') },
              { value: 'new', label: t('orders.validation.modeNew') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('orders.validation.approverLabel')}>
          {mode === 'default' ? (
            <Input value={approveEmail} disabled />
          ) : (
            <Select
              value={email}
              onChange={setEmail}
              loading={emails.isFetching}
              data-testid="resend-email"
              options={(emails.data?.email_list ?? []).map((e) => ({ value: e, label: e }))}
            />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
