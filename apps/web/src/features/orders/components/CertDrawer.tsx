import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { DOWNLOAD_TOAST_DELAY_MS } from '../../../lib/saveFile';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useDownloadCert, type ServerType } from '../api/downloadCert';
import { useOrderCert } from '../api/getOrderCert';
import { PATHS } from '../paths';

function CopyArea({ label, value, id }: { label: string; value: string; id: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 16 }}>
      <Space style={{ marginBottom: 4 }}>
        <strong>{label}</strong>
        <Button
          size="small"
          data-testid={`${id}-copy`}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(value)
              .then(() => toast.success(t('orders.cert.copied')))
              .catch(() => undefined)
          }
        >
          {t('orders.cert.copy')}
        </Button>
      </Space>
      <Input.TextArea value={value} readOnly autoSize={{ minRows: 4, maxRows: 12 }} data-testid={id} />
    </div>
  );
}

/** The certificate of an issued order (order/cert): certificate and key with copy, downloads per server type. */
export function CertDrawer({
  orderID,
  open,
  onClose,
}: {
  orderID: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cert = useOrderCert(orderID, open);
  const download = useDownloadCert();
  const [asking, setAsking] = useState<ServerType>();
  const [password, setPassword] = useState('');

  const run = (serverType: ServerType, pass?: string) =>
    cert.data &&
    download.mutate(
      { sha1: cert.data.sha1, serverType, ...(pass ? { password: pass } : {}) },
      {
        onSuccess: () => {
          setAsking(undefined);
          setPassword('');
          window.setTimeout(() => toast.success(t('orders.cert.downloaded')), DOWNLOAD_TOAST_DELAY_MS);
        },
      },
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('orders.cert.title')}
      size={640}
      data-testid="order-cert-drawer"
    >
      {cert.isFetching && <Spin />}
      {cert.isError && (
        <Alert
          type="warning"
          showIcon
          title={isApiError(cert.error) ? cert.error.msg : t('orders.cert.loadFailed')}
        />
      )}
      {cert.data && (
        <>
          <Typography.Paragraph>
            SHA1: <Typography.Text code>{cert.data.sha1}</Typography.Text>
          </Typography.Paragraph>
          <CopyArea label={t('orders.cert.cert')} value={cert.data.cert} id="order-cert-text" />
          {cert.data.key ? (
            <CopyArea label={t('orders.cert.key')} value={cert.data.key} id="order-key-text" />
          ) : (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('orders.cert.noKey')} />
          )}
          <Space wrap>
            <Button
              loading={download.isPending && !asking}
              onClick={() => run('Linux')}
              data-testid="order-download-linux"
            >
              {t('orders.cert.linux')}
            </Button>
            <Button onClick={() => setAsking('IIS')} data-testid="order-download-iis">
              {t('orders.cert.iis')}
            </Button>
            <Button onClick={() => setAsking('Tomcat')} data-testid="order-download-tomcat">
              {t('orders.cert.tomcat')}
            </Button>
            <Button icon={<FileTextOutlined />} href={PATHS.sslDownload} data-testid="order-files-help">
              {t('orders.cert.filesHelp')}
            </Button>
          </Space>
        </>
      )}
      <Modal
        open={asking !== undefined}
        title={t('orders.cert.password')}
        onCancel={() => setAsking(undefined)}
        okButtonProps={{ ...testId<ButtonProps>('order-password-ok'), disabled: password === '' }}
        confirmLoading={download.isPending}
        onOk={() => asking && run(asking, password)}
        destroyOnHidden
      >
        <Input.Password
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('orders.cert.passwordRequired')}
          data-testid="order-password"
        />
      </Modal>
    </Drawer>
  );
}
