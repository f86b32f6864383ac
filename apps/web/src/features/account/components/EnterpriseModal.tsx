import {
  countryOptions,
  enterpriseFields,
  LANGUAGE_TAG,
  type Enterprise,
  type EnterpriseFields,
} from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { usePreferences } from '../../../lib/preferences';
import { testId } from '../../../lib/testId';
import { useCreateEnterprise } from '../api/createEnterprise';
import { useUpdateEnterprise } from '../api/updateEnterprise';
import { useRecordSave } from './useRecordSave';

const FIELDS = [
  'organizationName',
  'organizationUnit',
  'organizationPhone',
  'country',
  'city',
  'zip',
  'address',
] as const satisfies readonly (keyof EnterpriseFields)[];

/** New / Edit business information. `record` undefined = new. */
export function EnterpriseModal({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record?: Enterprise;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const [form] = Form.useForm<EnterpriseFields>();
  const countries = useMemo(
    () => countryOptions(LANGUAGE_TAG[lang]).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
    [lang],
  );

  const { save, saving } = useRecordSave({
    form,
    fields: FIELDS,
    editing: record !== undefined,
    create: useCreateEnterprise(),
    update: useUpdateEnterprise(),
    toUpdate: (values: EnterpriseFields) => ({ ...values, enterpriseID: record?.id ?? 0 }),
    onClose,
  });

  const label = (field: (typeof FIELDS)[number]) => t(`web.profile.enterprise.${field}`);
  const rule = (field: (typeof FIELDS)[number]) => [zodRule(enterpriseFields.shape[field])];

  return (
    <Modal
      open={open}
      title={t(record ? 'web.profile.enterprise.editTitle' : 'web.profile.enterprise.newTitle')}
      okText={t('web.common.ok')}
      cancelText={t('web.common.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={testId<ButtonProps>('enterprise-modal-ok')}
      destroyOnHidden
    >
      <Form<EnterpriseFields>
        form={form}
        layout="vertical"
        initialValues={
          record
            ? {
                organizationName: record.organizationName,
                organizationUnit: record.organizationUnit,
                organizationPhone: record.organizationPhone,
                country: record.country,
                city: record.city,
                zip: record.zip,
                address: record.address,
              }
            : undefined
        }
        data-testid="enterprise-form"
      >
        <Form.Item
          name="organizationName"
          label={label('organizationName')}
          rules={rule('organizationName')}
          required
        >
          <Input maxLength={64} showCount data-testid="enterprise-organizationName" />
        </Form.Item>
        <Form.Item
          name="organizationUnit"
          label={label('organizationUnit')}
          rules={rule('organizationUnit')}
          required
        >
          <Input data-testid="enterprise-organizationUnit" />
        </Form.Item>
        <Form.Item
          name="organizationPhone"
          label={label('organizationPhone')}
          rules={rule('organizationPhone')}
          required
        >
          <Input type="tel" data-testid="enterprise-organizationPhone" />
        </Form.Item>
        <Form.Item name="country" label={label('country')} rules={rule('country')} required>
          <Select
            data-testid="enterprise-country"
            placeholder={t('web.profile.enterprise.countryPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            options={countries}
          />
        </Form.Item>
        <Form.Item name="city" label={label('city')} rules={rule('city')} required>
          <Input data-testid="enterprise-city" />
        </Form.Item>
        <Form.Item name="zip" label={label('zip')} rules={rule('zip')} required>
          <Input data-testid="enterprise-zip" />
        </Form.Item>
        <Form.Item name="address" label={label('address')} rules={rule('address')} required>
          <Input maxLength={64} showCount data-testid="enterprise-address" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
