import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../components/SearchButtons';
import { SearchRangeField } from '../../../components/SearchRangeField';
import type { AuditFilterValues } from '../logic/auditQuery';

/** Search form of the audit log: the account's e-mail and a date range without future days. */
export function AuditFilters({
  onSearch,
  onReset,
  searching,
}: {
  onSearch: (values: AuditFilterValues) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditFilterValues>();
  return (
    <Form<AuditFilterValues> form={form} layout="vertical" onFinish={onSearch} data-testid="audit-filters">
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="email" label={t('audit.email')}>
            <Input
              allowClear
              maxLength={254}
              placeholder={t('audit.emailPlaceholder')}
              data-testid="audit-filter-email"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={9} data-testid="audit-filter-range">
          <Form.Item name="range" label={t('audit.range')}>
            <SearchRangeField placeholder={[t('audit.rangeStart'), t('audit.rangeEnd')]} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={7}>
          <SearchButtons
            searching={searching}
            onReset={onReset}
            searchLabel={t('audit.search')}
            resetLabel={t('audit.reset')}
            searchTestId="audit-search"
            resetTestId="audit-reset"
          />
        </Col>
      </Row>
    </Form>
  );
}
