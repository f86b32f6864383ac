import { requiredText, type EventInfo } from '@portal/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/formRules';
import { allowsIpAddresses, domainInputKind } from '../../logic/productRules';

type Product = NonNullable<EventInfo['product']>;

const domainsRule = zodRule(requiredText('purchase.rules.domainsRequired', 20000));

/**
 * The domains textarea, as typed: one name per line; multi-domain products also take comma-separated names
 * on a line; wildcard products *.example.com; IP products public IPv4 addresses (spec 000 section 5).
 */
export function DomainsField({ product }: { product: Product }) {
  const { t } = useTranslation();
  const kind = domainInputKind(product);
  const multiLine = kind === 'multi' || kind === 'multiWildcard';
  const hint = t(`purchase.csr.hint.${kind}`);
  const extra = kind !== 'ip' && allowsIpAddresses(product) ? `${hint} ${t('purchase.csr.ipAllowed')}` : hint;
  return (
    <Form.Item name="domains" label={t('purchase.csr.domains')} rules={[domainsRule]} extra={extra} required>
      <Input.TextArea
        autoSize={{ minRows: multiLine ? 4 : 2, maxRows: 12 }}
        placeholder={t(`purchase.csr.placeholder.${kind}`)}
        spellCheck={false}
        autoCapitalize="off"
        data-testid="wizard-csr-domains"
      />
    </Form.Item>
  );
}
