import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import type { RuleRender } from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssue } from '../../../../lib/formRules';
import { toast } from '../../../../lib/toast';
import { CsrFormFooter } from './CsrFormFooter';
import type { CsrFormProps } from './csrFormProps';
import { DomainsField } from './DomainsField';
import { ORGANIZATION_RULES } from './OrganizationFields';
import { useCsrSubmit } from './useCsrSubmit';

interface UploadValues {
  domains?: string;
  csr?: string;
  postalCode?: string;
  streetAddress?: string;
  verifyEmail?: string;
}

const FIELDS = ['domains', 'csr', 'postalCode', 'streetAddress', 'verifyEmail'] as const;

/** Postal code and street address are required when a CSR is pasted (spec 000 section 5). */
const requiredWithPastedCsr =
  (field: 'postalCode' | 'streetAddress'): RuleRender =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const pasted = String(getFieldValue('csr') ?? '').trim() !== '';
      const input = typeof value === 'string' && value.trim() !== '' ? value : undefined;
      if (!pasted && input === undefined) return;
      const message = firstIssue(ORGANIZATION_RULES[field], input);
      if (message !== undefined) throw new Error(message);
    },
  });

/** "Paste or upload CSR": a pasted CSR or one .csr file (the latest chosen is kept). */
export function CsrUploadForm({ product, saved, onDone, onBack, backLoading }: CsrFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { submit, pending, problem } = useCsrSubmit(form, FIELDS, onDone);
  const codeSign = product.productType === 'CodeSign';
  const pasted = Form.useWatch('csr', form);
  const pastedCsr = typeof pasted === 'string' && pasted.trim() !== '';

  const onFinish = (values: UploadValues) => {
    const csr = values.csr?.trim() ?? '';
    const file = files[0]?.originFileObj;
    if (!csr && !file) {
      toast.warning(t('purchase.csr.csrMissing'));
      return;
    }
    submit(
      {
        csrFrom: 'newCSR',
        domains: codeSign ? undefined : values.domains,
        csr: csr || undefined,
        csrFile: csr ? undefined : file,
        postalCode: values.postalCode?.trim() || undefined,
        streetAddress: values.streetAddress?.trim() || undefined,
        verifyEmail: values.verifyEmail?.trim() || undefined,
      },
      Boolean(csr),
    );
  };

  const initial: UploadValues =
    saved && saved.csrFrom === 'newCSR'
      ? {
          domains: saved.domains,
          csr: saved.csr,
          postalCode: saved.postalCode,
          streetAddress: saved.streetAddress,
          verifyEmail: saved.verifyEmail,
        }
      : { domains: saved?.domains, verifyEmail: saved?.verifyEmail };

  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      data-testid="wizard-csr-upload-form"
    >
      {!codeSign && <DomainsField product={product} />}
      <Form.Item name="csr" label={t('purchase.csr.csrText')}>
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 16 }}
          placeholder={t('purchase.csr.csrPlaceholder')}
          spellCheck={false}
          className="purchase-break"
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
          data-testid="wizard-csr-text"
        />
      </Form.Item>
      <Form.Item label={t('purchase.csr.csrFileLabel')} extra={t('purchase.csr.csrFileHint')}>
        <Upload
          accept=".csr"
          maxCount={1}
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          data-testid="wizard-csr-file"
        >
          <Button icon={<UploadOutlined />}>{t('purchase.csr.csrFile')}</Button>
        </Upload>
      </Form.Item>
      <Row gutter={16}>
        {(['postalCode', 'streetAddress'] as const).map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item
              name={field}
              label={t(`purchase.csr.${field}`)}
              dependencies={['csr']}
              rules={[requiredWithPastedCsr(field)]}
              required={pastedCsr}
            >
              <Input maxLength={field === 'postalCode' ? 16 : 64} data-testid={`wizard-csr-${field}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <CsrFormFooter problem={problem} onBack={onBack} backLoading={backLoading} pending={pending} />
    </Form>
  );
}
