import { activityQuery, PAYMENT_TYPES } from '@portal/contract';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../components/SearchButtons';
import { SearchRangeField } from '../../../components/SearchRangeField';
import { zodRule } from '../../../lib/formRules';
import type { ActivityFilterValues } from '../logic/billingRules';

/** Search form of account activity: type, order (or reissue) id, date range without future days. */
export function ActivityFilters({
  onSearch,
  onReset,
  searching,
}: {
  onSearch: (values: ActivityFilterValues) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityFilterValues>();
  return (
    <Form<ActivityFilterValues>
      form={form}
      layout="vertical"
      onFinish={onSearch}
      data-testid="activity-filters"
    >
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="type" label={t('books.activity.type')}>
            <Select
              allowClear
              placeholder={t('books.activity.typeAll')}
              data-testid="activity-filter-type"
              options={PAYMENT_TYPES.map((type) => ({
                value: type,
                label: t(`books.types.${type}`),
                'data-testid': `activity-filter-type-option-${type}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item
            name="orderID"
            label={t('books.activity.orderID')}
            rules={[zodRule(activityQuery.shape.orderID)]}
          >
            <Input
              allowClear
              placeholder={t('books.activity.orderIDPlaceholder')}
              data-testid="activity-filter-orderID"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={24} lg={8} data-testid="activity-filter-range">
          <Form.Item name="range" label={t('books.activity.range')}>
            <SearchRangeField placeholder={[t('books.activity.rangeStart'), t('books.activity.rangeEnd')]} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <SearchButtons
            searching={searching}
            onReset={onReset}
            searchLabel={t('books.activity.search')}
            resetLabel={t('books.activity.reset')}
            searchTestId="activity-search"
            resetTestId="activity-reset"
          />
        </Col>
      </Row>
    </Form>
  );
}
