import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useSetServedHost, type ServedHost } from '../api/servedCertificates';

interface Values {
  port: number;
  enabled: boolean;
}

/** A host's served-certificate settings: the port its TLS server listens on, and whether the job checks it. */
export function ServedHostModal({
  orderID,
  host,
  onClose,
}: {
  orderID: number;
  host: ServedHost | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSetServedHost(orderID);
  const submit = (values: Values) =>
    host &&
    save.mutate(
      { host: host.host, port: values.port, enabled: values.enabled },
      {
        onSuccess: () => {
          toast.success(t('served.page.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, ['port'], error.errors)) return;
          toast.error(isApiError(error) ? error.msg : t('unknownError'));
        },
      },
    );
  return (
    <Modal
      open={host !== undefined}
      title={host ? t('served.page.editTitle', { host: host.host }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('served.page.save')}
      cancelText={t('served.page.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={testId<ButtonProps>('served-host-save')}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ port: host?.port ?? 443, enabled: host?.enabled ?? true }}
      >
        <Form.Item
          name="port"
          label={t('served.page.port')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: 65535,
              message: t('served.validation.portInvalid'),
            },
          ]}
        >
          <InputNumber min={1} max={65535} precision={0} data-testid="served-host-port" />
        </Form.Item>
        <Form.Item name="enabled" label={t('served.page.enabled')} valuePropName="checked">
          <Switch data-testid="served-host-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
