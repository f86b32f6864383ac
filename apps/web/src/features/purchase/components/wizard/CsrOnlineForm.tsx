import type { KeyAlgorithm } from '@portal/contract';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { CsrSubjectFields } from '../../api/saveCsrInfo';
import { needsOrganization } from '../../logic/productRules';
import { CsrFormFooter } from './CsrFormFooter';
import type { CsrFormProps, CsrInfo } from './csrFormProps';
import { DomainsField } from './DomainsField';
import { ORGANIZATION_FIELDS, OrganizationFields } from './OrganizationFields';
import { useCsrSubmit } from './useCsrSubmit';

type OnlineValues = { domains: string; keyAlgorithm: KeyAlgorithm; newKey?: boolean } & CsrSubjectFields;

const FIELDS = ['domains', 'keyAlgorithm', ...ORGANIZATION_FIELDS, 'verifyEmail'] as const;

function initialValues(saved: CsrInfo): Partial<OnlineValues> {
  if (!saved) return { keyAlgorithm: 'RSA2048' };
  return {
    domains: saved.domains,
    keyAlgorithm: saved.keyAlgorithm ?? 'RSA2048',
    organizationName: saved.organizationName,
    organizationUnit: saved.organizationUnit,
    organizationPhone: saved.organizationPhone,
    postalCode: saved.postalCode,
    streetAddress: saved.streetAddress,
    country: saved.country || undefined,
    region: saved.region,
    city: saved.city,
    verifyEmail: saved.verifyEmail,
  };
}

/**
 * "Generate online": the portal makes the key pair and the CSR from the domains (and organization). A purchase
 * keeps its key when the form is sent again (Back, a reload): the key already downloaded still matches, unless
 * the user asks for a new one here or picks another key type.
 */
export function CsrOnlineForm({ product, saved, onDone, onBack, backLoading }: CsrFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OnlineValues>();
  const { submit, pending, problem } = useCsrSubmit(form, FIELDS, onDone);
  const organization = needsOrganization(product);
  const earlierKey = saved?.csrFrom === 'online' && saved.hasPrivateKey ? saved : undefined;
  const chosenAlgorithm = Form.useWatch('keyAlgorithm', form);
  const wantsNewKey = Form.useWatch('newKey', form) === true;
  const keyChanges =
    earlierKey !== undefined && (wantsNewKey || (chosenAlgorithm ?? 'RSA2048') !== earlierKey.keyAlgorithm);

  const onFinish = (values: OnlineValues) => {
    const subject: CsrSubjectFields = organization
      ? {
          organizationName: values.organizationName,
          organizationUnit: values.organizationUnit,
          organizationPhone: values.organizationPhone,
          postalCode: values.postalCode,
          streetAddress: values.streetAddress,
          country: values.country,
          region: values.region,
          city: values.city,
        }
      : {};
    submit(
      {
        csrFrom: 'online',
        domains: values.domains,
        keyAlgorithm: values.keyAlgorithm,
        ...(values.newKey ? { newKey: true } : {}),
        ...subject,
        verifyEmail: values.verifyEmail?.trim() || undefined,
      },
      false,
    );
  };

  return (
    <Form<OnlineValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(saved)}
      onFinish={onFinish}
      data-testid="wizard-csr-online-form"
    >
      <DomainsField product={product} />
      <Form.Item name="keyAlgorithm" label={t('purchase.csr.keyAlgorithm')} required>
        <Radio.Group>
          <Radio value="RSA2048" data-testid="wizard-csr-keyAlgorithm-RSA2048">
            {t('purchase.csr.keyRsa')}
          </Radio>
          <Radio value="ECDSAP256" data-testid="wizard-csr-keyAlgorithm-ECDSAP256">
            {t('purchase.csr.keyEcdsa')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {earlierKey && (
        <>
          <Form.Item name="newKey" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox data-testid="wizard-csr-new-key">{t('purchase.csr.newKey')}</Checkbox>
          </Form.Item>
          <Alert
            type={keyChanges ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            title={
              keyChanges
                ? t('purchase.csr.keyWillChange')
                : t(earlierKey.keyDownloaded ? 'purchase.csr.keyKeptDownloaded' : 'purchase.csr.keyKept')
            }
            data-testid="wizard-csr-key-note"
            data-key-changes={keyChanges ? 'true' : 'false'}
          />
        </>
      )}
      {organization && <OrganizationFields />}
      <CsrFormFooter problem={problem} onBack={onBack} backLoading={backLoading} pending={pending} />
    </Form>
  );
}
