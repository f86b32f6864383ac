import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { bulkOrderBody, domainInputKind } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors, zodRule } from '../../../lib/formRules';
import { storedPurchaseChoice } from '../../../lib/purchaseStorage';
import { toast } from '../../../lib/toast';
import { useCreateBulkOrders } from '../api/createBulkOrders';
import { useContactOptions } from '../../../lib/records/contactOptions';
import { useEnterpriseOptions } from '../api/listEnterprises';
import { bulkLines, bulkMethodState, keepMethod } from '../logic/orderRules';
import { PATHS } from '../paths';

interface BulkValues {
  domains?: string;
  authMethod?: 'dns' | 'http';
  enterpriseID?: number;
  contactID?: number;
}

/** Spec section 2.9: after creating, wait 500 ms before going to My Orders. */
const AFTER_CREATE_MS = 500;

/**
 * Bulk order (/admin/bulk-order): the product chosen on the product list (local storage), one certificate per
 * line, the method (dns / http), business (not for DV) and contact, then orders/create.
 */
export function BulkOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useMemo(() => storedPurchaseChoice(), []);
  const [form] = Form.useForm<BulkValues>();
  const domains = Form.useWatch('domains', form) ?? '';
  const method = Form.useWatch('authMethod', form);
  const domainType = choice?.domainType ?? 1;
  const allowed = bulkMethodState(domainType, domains);
  // The product list stores the audit type with the choice; older choices fall back to the product's name.
  const isDv = choice?.auditType
    ? choice.auditType === 'DV'
    : /\bDV\b/i.test(`${choice?.productName ?? ''} ${choice?.shortName ?? ''}`);
  const enterprises = useEnterpriseOptions(!isDv);
  const contacts = useContactOptions();
  const create = useCreateBulkOrders();
  const count = bulkLines(domains).length;

  useEffect(() => {
    document.title = `${t('orders.bulk.title')} · ${t('web.app.title')}`;
  }, [t]);
  useEffect(() => {
    const kept = keepMethod(method, { dns: allowed.dns, http: allowed.http });
    if (kept !== method) form.setFieldValue('authMethod', kept);
  }, [allowed.dns, allowed.http, method, form]);

  const back = () => void navigate(PATHS.products);
  const submit = (values: BulkValues) => {
    if (!choice) return;
    create.mutate(
      {
        name: choice.shortName,
        validity: choice.validity,
        authMethod: values.authMethod ?? 'dns',
        domains: (values.domains ?? '').trim(),
        ...(!isDv && values.enterpriseID ? { enterpriseID: values.enterpriseID } : {}),
        contactID: values.contactID ?? 0,
      },
      {
        onSuccess: () => {
          toast.success(t('orders.bulk.created'));
          window.setTimeout(() => void navigate(PATHS.list), AFTER_CREATE_MS);
        },
        onError: (error) => {
          if (
            isApiError(error) &&
            applyFieldErrors(form, ['domains', 'authMethod', 'enterpriseID', 'contactID'], error.errors)
          )
            return;
          toast.error(isApiError(error) ? error.msg : t('unknownError'));
        },
      },
    );
  };

  const kind = domainInputKind({ domainType });
  const placeholder =
    kind === 'wildcard' || kind === 'multiWildcard'
      ? t('orders.bulk.domainsPlaceholderWildcard')
      : kind === 'multi'
        ? t('orders.bulk.domainsPlaceholderMulti')
        : t('orders.bulk.domainsPlaceholderSingle');

  return (
    <div className="page" data-testid="bulk-order-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <h1 className="page__title">{t('orders.bulk.title')}</h1>
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="bulk-back">
          {t('orders.bulk.back')}
        </Button>
      </div>
      {!choice ? (
        <Alert
          type="info"
          showIcon
          title={t('orders.bulk.noProduct')}
          data-testid="bulk-no-product"
          action={
            <Button size="small" onClick={back}>
              {t('orders.bulk.chooseProduct')}
            </Button>
          }
        />
      ) : (
        <Card size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            style={{ marginBottom: 16 }}
            data-testid="bulk-product"
            items={[
              { key: 'product', label: t('orders.bulk.product'), children: choice.productName },
              {
                key: 'validity',
                label: t('orders.bulk.validity'),
                children: t('orders.list.months', { count: choice.validity }),
              },
            ]}
          />
          <Form<BulkValues> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 720 }}>
            <Form.Item
              name="domains"
              label={t('orders.bulk.domains')}
              extra={
                <>
                  {t('orders.bulk.domainsHelp')} {count > 0 && t('orders.bulk.certificates', { count })}
                </>
              }
              rules={[zodRule(bulkOrderBody.shape.domains)]}
            >
              <Input.TextArea rows={8} placeholder={placeholder} data-testid="bulk-domains" />
            </Form.Item>
            <Form.Item
              name="authMethod"
              label={t('orders.bulk.method')}
              rules={[{ required: true, message: t('orders.bulk.methodRequired') }]}
            >
              <Radio.Group>
                <Radio value="dns" disabled={!allowed.dns} data-testid="bulk-method-dns">
                  DNS
                </Radio>
                <Radio value="http" disabled={!allowed.http} data-testid="bulk-method-http">
                  HTTP
                </Radio>
              </Radio.Group>
            </Form.Item>
            {!isDv && (
              <Form.Item label={t('orders.bulk.enterprise')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="enterpriseID"
                    noStyle
                    rules={[{ required: true, message: t('orders.bulk.enterpriseRequired') }]}
                  >
                    <Select
                      style={{ width: '100%' }}
                      loading={enterprises.isFetching}
                      data-testid="bulk-enterprise"
                      options={(enterprises.data?.list ?? []).map((e) => ({
                        value: e.id,
                        label: e.organizationName,
                      }))}
                    />
                  </Form.Item>
                  <Link
                    to={PATHS.profile}
                    style={{ marginLeft: 12, whiteSpace: 'nowrap', lineHeight: '32px' }}
                  >
                    {t('orders.bulk.create')}
                  </Link>
                </Space.Compact>
              </Form.Item>
            )}
            <Form.Item label={t('orders.bulk.contact')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="contactID"
                  noStyle
                  rules={[{ required: true, message: t('orders.bulk.contactRequired') }]}
                >
                  <Select
                    style={{ width: '100%' }}
                    loading={contacts.isFetching}
                    data-testid="bulk-contact"
                    options={(contacts.data?.list ?? []).map((c) => ({
                      value: c.id,
                      label: `${c.firstName} ${c.lastName} (${c.telephone})`,
                    }))}
                  />
                </Form.Item>
                <Link to={PATHS.profile} style={{ marginLeft: 12, whiteSpace: 'nowrap', lineHeight: '32px' }}>
                  {t('orders.bulk.create')}
                </Link>
              </Space.Compact>
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="bulk-submit">
                {t('orders.bulk.submit')}
              </Button>
              <Button onClick={() => form.resetFields()} data-testid="bulk-reset">
                {t('orders.bulk.reset')}
              </Button>
            </Space>
          </Form>
        </Card>
      )}
    </div>
  );
}

export default BulkOrderPage;
