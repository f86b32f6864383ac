import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useUploadBulkOrders } from '../api/createBulkOrders';
import { bulkErrorLines, bulkSampleCsv } from '../logic/bulkFile';

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(bulkSampleCsv())}`;

/**
 * "Create bulk orders": one CSV file (kept in the browser, the latest replaces the previous), a sample CSV
 * to download, and Submit (POST orders/create, multipart `orderFile`). Every line error the server reports is
 * listed here; on success a toast and `onClose(true)` so the page refreshes the list.
 */
export function BulkFileModal({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useUploadBulkOrders();

  const reset = () => {
    setFiles([]);
    setFileError(undefined);
    setProblems([]);
  };
  const close = (created: boolean) => {
    if (upload.isPending) return;
    reset();
    onClose(created);
  };

  const submit = () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      setFileError(t('validation.fileRequired'));
      return;
    }
    setProblems([]);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('orders.bulkFile.created'));
        close(true);
      },
      onError: (error) => {
        if (isApiError(error)) {
          const lines = bulkErrorLines(error.errors);
          setProblems(lines.length > 0 ? lines : [error.msg]);
        } else {
          setProblems([t('unknownError')]);
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('orders.bulkFile.title')}
      onCancel={() => close(false)}
      maskClosable={false}
      destroyOnHidden
      okText={t('orders.bulkFile.submit')}
      onOk={submit}
      okButtonProps={{ ...testId<ButtonProps>('bulk-file-submit'), loading: upload.isPending }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('orders.bulkFile.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => {
              setFiles(fileList.slice(-1));
              setFileError(undefined);
              setProblems([]);
            }}
            data-testid="bulk-file-input"
          >
            <Button icon={<UploadOutlined />}>{t('orders.bulkFile.select')}</Button>
          </Upload>
        </Form.Item>
        <a href={SAMPLE_HREF} download="bulk-orders-sample.csv" data-testid="bulk-file-sample">
          {t('orders.bulkFile.sample')}
        </a>
      </Form>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t('orders.bulkFile.failed')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 240, overflow: 'auto' }}>
              {problems.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          }
          data-testid="bulk-file-errors"
        />
      )}
    </Modal>
  );
}
