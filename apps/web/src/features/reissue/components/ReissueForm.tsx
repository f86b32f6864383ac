import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ErrorCode, SIGN_ALGORITHMS } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formRules';
import { translateMessage } from '../../../lib/i18n';
import type { OrderDetail } from '../../../lib/queries/orderInfo';
import { useCreateReissue, type ReissueCreated } from '../api/createReissue';
import {
  csrSourcesFor,
  domainKindOf,
  isCodeSign,
  namesOf,
  needsSignAlgo,
  reissueRequest,
  type ReissueFieldProblem,
  type ReissueFormValues,
} from '../logic/reissueRules';

/**
 * The reissue form (spec 000 sections 2.8 and 5): signature algorithm (code signing), CSR source, then for
 * newCSR a pasted CSR or one .csr file, for online the domains and the key type.
 */
export function ReissueForm({
  order,
  onCreated,
}: {
  order: OrderDetail;
  onCreated: (created: ReissueCreated) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReissueFormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const create = useCreateReissue(order.id);
  const source = Form.useWatch('csrFrom', form);
  const domains = Form.useWatch('domains', form);
  const codeSign = isCodeSign(order);
  const kind = domainKindOf(order.productDomainType);
  const paidNames = order.countDNSNames || order.dnsNames.length;
  const entered = namesOf(domains).length;

  const markProblems = (problems: ReissueFieldProblem[]) => {
    form.setFields(
      problems.flatMap((p) => (p.field === 'csrFile' ? [] : [{ name: p.field, errors: [t(p.key)] }])),
    );
    const file = problems.find((p) => p.field === 'csrFile');
    setFileError(file ? t(file.key) : undefined);
  };

  const onFinish = (values: ReissueFormValues) => {
    setProblem(undefined);
    const file = files[0]?.originFileObj;
    const checked = reissueRequest(order, values, file);
    if (!checked.ok) {
      markProblems(checked.problems);
      return;
    }
    create.mutate(checked.request, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!isApiError(error)) {
          setProblem(t('unknownError'));
          return;
        }
        // Only the fields on screen: a problem of an uploaded CSR, or of the names a CSR holds, is shown below.
        const pasted = values.csrFrom === 'newCSR' && Boolean(values.csr?.trim());
        const onForm = [
          'signAlgo',
          'csrFrom',
          ...(pasted ? ['csr'] : []),
          ...(values.csrFrom === 'online' ? ['domains', 'keyAlgorithm'] : []),
        ];
        if (applyFieldErrors(form, onForm, error.errors)) return;
        const text = translateMessage(error.msg);
        if (error.code === ErrorCode.domainInvalid && values.csrFrom === 'online') {
          form.setFields([{ name: 'domains', errors: [text] }]);
        } else if (error.code === ErrorCode.csrInvalid && pasted) {
          form.setFields([{ name: 'csr', errors: [text] }]);
        } else {
          setProblem(text);
        }
      },
    });
  };

  const sources = csrSourcesFor(order);
  return (
    <Form<ReissueFormValues>
      form={form}
      layout="vertical"
      initialValues={{ keyAlgorithm: 'RSA2048', domains: order.dnsNames.join('\n') }}
      onFinish={onFinish}
      onValuesChange={(changed: ReissueFormValues) => {
        if (problem) setProblem(undefined);
        if (changed.csr?.trim()) setFileError(undefined);
      }}
      className="reissue-form"
      data-testid="reissue-form"
    >
      {codeSign && (
        <Alert
          type="info"
          showIcon
          title={t('reissue.form.codeSignNote')}
          style={{ marginBottom: 16 }}
          data-testid="reissue-codesign-note"
        />
      )}
      {needsSignAlgo(order) && (
        <Form.Item
          name="signAlgo"
          label={t('reissue.form.signAlgo')}
          required
          rules={[{ required: true, message: t('reissue.form.signAlgoRequired') }]}
        >
          <Select
            placeholder={t('reissue.form.signAlgoPlaceholder')}
            style={{ maxWidth: 320 }}
            data-testid="reissue-signAlgo"
            options={SIGN_ALGORITHMS.map((value) => ({
              value,
              label: (
                <span data-testid={`reissue-signAlgo-${value}`}>{t(`reissue.form.signAlgos.${value}`)}</span>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="csrFrom"
        label={t('reissue.form.csrFrom')}
        required
        rules={[{ required: true, message: t('reissue.form.csrFromRequired') }]}
      >
        <Radio.Group vertical className="reissue-choices">
          {sources.map((value) => (
            <Radio key={value} value={value} data-testid={`reissue-csrFrom-${value}`}>
              <span className="reissue-option">
                <span className="reissue-option__title">{t(`reissue.form.sources.${value}`)}</span>
                <span className="reissue-muted">{t(`reissue.form.sourceHints.${value}`)}</span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>

      {source === 'newCSR' && (
        <>
          <Form.Item name="csr" label={t('reissue.form.csrText')}>
            <Input.TextArea
              autoSize={{ minRows: 6, maxRows: 16 }}
              placeholder={t('reissue.form.csrPlaceholder')}
              spellCheck={false}
              className="reissue-mono"
              data-testid="reissue-csr-text"
            />
          </Form.Item>
          <Form.Item
            label={t('reissue.form.csrFileLabel')}
            extra={t('reissue.form.csrFileHint')}
            validateStatus={fileError ? 'error' : undefined}
            help={fileError}
          >
            <Upload
              accept=".csr"
              maxCount={1}
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => {
                setFiles(fileList.slice(-1));
                setFileError(undefined);
                setProblem(undefined);
                form.setFields([{ name: 'csr', errors: [] }]);
              }}
              data-testid="reissue-csr-file"
            >
              <Button icon={<UploadOutlined />}>{t('reissue.form.csrFile')}</Button>
            </Upload>
          </Form.Item>
        </>
      )}

      {source === 'online' && (
        <>
          <Form.Item
            name="domains"
            label={t('reissue.form.domains')}
            required
            rules={[{ required: true, whitespace: true, message: t('reissue.form.domainsRequired') }]}
            extra={
              <>
                <div>{t(`reissue.form.hint.${kind}`)}</div>
                <div data-testid="reissue-names-count">
                  {t('reissue.form.namesCount', { count: entered, paid: paidNames })}
                </div>
              </>
            }
          >
            <Input.TextArea
              autoSize={{ minRows: kind === 'multi' || kind === 'multiWildcard' ? 4 : 2, maxRows: 12 }}
              placeholder={t(`reissue.form.placeholder.${kind}`)}
              spellCheck={false}
              autoCapitalize="off"
              data-testid="reissue-domains"
            />
          </Form.Item>
          <Form.Item name="keyAlgorithm" label={t('reissue.form.keyAlgorithm')} required>
            <Radio.Group>
              <Radio value="RSA2048" data-testid="reissue-keyAlgorithm-RSA2048">
                {t('reissue.form.keyRsa')}
              </Radio>
              <Radio value="ECDSAP256" data-testid="reissue-keyAlgorithm-ECDSAP256">
                {t('reissue.form.keyEcdsa')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </>
      )}

      {!codeSign && (source === 'online' || source === 'newCSR') && (
        <Alert
          type="info"
          showIcon
          title={t('reissue.form.addSanNote')}
          style={{ marginBottom: 16 }}
          data-testid="reissue-addsan-note"
        />
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 16 }}
          data-testid="reissue-error"
        />
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="reissue-submit">
        {t('reissue.form.submit')}
      </Button>
    </Form>
  );
}
