import { certsQuery } from '@portal/contract';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../components/SearchButtons';
import { zodRule } from '../../../lib/formRules';
import type { CertFilterValues } from '../logic/filters';
import { DateRangeField } from './DateRangeField';

/**
 * Search form of the certificate list: order id, domain, issue date range (no future day). Search and Reset
 * both go back to page 1, size 10 (the page decides).
 */
export function CertFilters({
  onSearch,
  onReset,
  searching,
}: {
  onSearch: (values: CertFilterValues) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CertFilterValues>();
  return (
    <Form<CertFilterValues>
      form={form}
      layout="vertical"
      className="certs-filters"
      onFinish={onSearch}
      data-testid="certs-filters"
    >
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="orderID"
            label={t('certs.list.orderID')}
            rules={[zodRule(certsQuery.shape.orderID)]}
          >
            <Input
              allowClear
              inputMode="numeric"
              placeholder={t('certs.list.orderIDPlaceholder')}
              data-testid="certs-filter-orderID"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="domain" label={t('certs.list.domain')} rules={[zodRule(certsQuery.shape.domain)]}>
            <Input
              allowClear
              placeholder={t('certs.list.domainPlaceholder')}
              data-testid="certs-filter-domain"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={7} data-testid="certs-filter-range">
          <Form.Item name="range" label={t('certs.list.range')}>
            <DateRangeField />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <SearchButtons
            className="certs-filters__actions"
            searching={searching}
            onReset={onReset}
            searchLabel={t('certs.list.search')}
            resetLabel={t('certs.list.reset')}
            searchTestId="certs-search"
            resetTestId="certs-reset"
          />
        </Col>
      </Row>
    </Form>
  );
}
