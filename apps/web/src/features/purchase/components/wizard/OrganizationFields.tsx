import { countryField, countryOptions, LANGUAGE_TAG, requiredText, telephoneField } from '@portal/contract';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { zodRule } from '../../../../lib/formRules';
import { usePreferences } from '../../../../lib/preferences';

/** Organization fields of an OV/EV CSR, all required, with the limits of contract `csrInfoBody`. */
export const ORGANIZATION_FIELDS = [
  'organizationName',
  'organizationUnit',
  'organizationPhone',
  'country',
  'region',
  'city',
  'postalCode',
  'streetAddress',
] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

export const ORGANIZATION_RULES: Record<OrganizationField, ZodType> = {
  organizationName: requiredText('validation.organizationNameRequired', 64),
  organizationUnit: requiredText('validation.organizationUnitRequired', 64),
  organizationPhone: telephoneField,
  country: countryField,
  region: requiredText('purchase.rules.regionRequired', 64),
  city: requiredText('validation.cityRequired', 64),
  postalCode: requiredText('purchase.rules.postalCodeRequired', 16),
  streetAddress: requiredText('purchase.rules.streetAddressRequired', 64),
};

const MAX_LENGTH: Partial<Record<OrganizationField, number>> = {
  organizationName: 64,
  organizationUnit: 64,
  region: 64,
  city: 64,
  postalCode: 16,
  streetAddress: 64,
};

export function OrganizationFields() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const countries = useMemo(
    () => countryOptions(LANGUAGE_TAG[lang]).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
    [lang],
  );
  return (
    <>
      <h3 className="purchase-section__title">{t('purchase.csr.organization')}</h3>
      <Row gutter={16}>
        {ORGANIZATION_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item
              name={field}
              label={t(`purchase.csr.${field}`)}
              rules={[zodRule(ORGANIZATION_RULES[field])]}
              required
            >
              {field === 'country' ? (
                <Select
                  data-testid="wizard-csr-country"
                  placeholder={t('purchase.csr.countryPlaceholder')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={countries}
                />
              ) : (
                <Input
                  type={field === 'organizationPhone' ? 'tel' : 'text'}
                  maxLength={MAX_LENGTH[field]}
                  data-testid={`wizard-csr-${field}`}
                />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
