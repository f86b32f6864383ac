import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../components/SearchButtons';
import { SearchRangeField } from '../../../components/SearchRangeField';
import { ANY_STATUS, type OpsOrderFilterValues } from '../logic/opsOrdersQuery';

const STATUSES = Array.from({ length: 14 }, (_, status) => status);

/** The status (kept in the address) and the search by order id, account e-mail, domain and creation days. */
export function OrderFilters({
  status,
  onStatus,
  onSearch,
  onReset,
  searching,
}: {
  status: string;
  onStatus: (status: string) => void;
  onSearch: (values: OpsOrderFilterValues) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OpsOrderFilterValues>();
  return (
    <Form<OpsOrderFilterValues>
      form={form}
      layout="vertical"
      onFinish={onSearch}
      data-testid="ops-order-filters"
    >
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} lg={5}>
          <Form.Item label={t('ops.console.orders.status')}>
            <Select
              value={status}
              onChange={onStatus}
              data-testid="ops-filter-status"
              options={[
                { value: ANY_STATUS, label: t('ops.console.orders.anyStatus') },
                ...STATUSES.map((value) => ({ value: String(value), label: t(`orders.status.${value}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name="id" label={t('ops.console.orders.id')}>
            <Input allowClear maxLength={20} data-testid="ops-filter-id" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="email" label={t('ops.console.orders.email')}>
            <Input allowClear maxLength={254} data-testid="ops-filter-email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="domain" label={t('ops.console.orders.domain')}>
            <Input allowClear maxLength={253} data-testid="ops-filter-domain" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={7}>
          <Form.Item name="created" label={t('ops.console.orders.created')}>
            <SearchRangeField
              placeholder={[t('ops.console.orders.createdFrom'), t('ops.console.orders.createdTo')]}
              data-testid="ops-filter-created"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={5}>
          <SearchButtons
            searching={searching}
            onReset={onReset}
            searchLabel={t('ops.console.orders.search')}
            resetLabel={t('ops.console.orders.reset')}
            searchTestId="ops-search"
            resetTestId="ops-reset"
          />
        </Col>
      </Row>
    </Form>
  );
}
