import { csrInfoBody } from '@portal/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/formRules';

/** Optional address for validation notices. */
export function VerifyEmailField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="verifyEmail"
      label={t('purchase.csr.verifyEmail')}
      rules={[zodRule(csrInfoBody.shape.verifyEmail)]}
    >
      <Input type="email" autoComplete="email" data-testid="wizard-csr-verifyEmail" />
    </Form.Item>
  );
}
