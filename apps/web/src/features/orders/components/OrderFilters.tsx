import { ORDER_TAGS, ordersFilter } from '@portal/contract';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../components/SearchButtons';
import { SearchRangeField } from '../../../components/SearchRangeField';
import { zodRule } from '../../../lib/formRules';
import type { OrderFilterValues } from '../logic/orderRules';

/**
 * Search form of My Orders: time type, date range (no future day), status tag, order id, domain. Search and
 * Reset go back to page 1 (the page decides). `values` lets the page set the form (the `?tag=` parameter, 3 Days Pay).
 */
export function OrderFilters({
  values,
  onSearch,
  onReset,
  searching,
}: {
  values: OrderFilterValues;
  onSearch: (values: OrderFilterValues) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFilterValues>();
  useEffect(() => {
    form.setFieldsValue({ tag: values.tag });
  }, [form, values.tag]);
  return (
    <Form<OrderFilterValues>
      form={form}
      layout="vertical"
      initialValues={{ timeType: 'created', ...values }}
      onFinish={onSearch}
      data-testid="orders-filters"
    >
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name="timeType" label={t('orders.list.timeType')}>
            <Select
              data-testid="orders-filter-timeType"
              options={(['created', 'paid'] as const).map((value) => ({
                value,
                label: t(`orders.list.timeTypes.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={7} data-testid="orders-filter-range">
          <Form.Item name="range" label={t('orders.list.range')}>
            <SearchRangeField placeholder={[t('orders.list.rangeStart'), t('orders.list.rangeEnd')]} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="tag" label={t('orders.list.tag')}>
            <Select
              allowClear
              placeholder={t('orders.list.tagPlaceholder')}
              data-testid="orders-filter-tag"
              options={ORDER_TAGS.map((tag) => ({
                value: tag,
                label: t(`orders.tags.${tag}`),
                'data-testid': `orders-filter-tag-option-${tag}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name="orderID"
            label={t('orders.list.orderID')}
            rules={[zodRule(ordersFilter.shape.orderID)]}
          >
            <Input
              allowClear
              inputMode="numeric"
              placeholder={t('orders.list.orderIDPlaceholder')}
              data-testid="orders-filter-orderID"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name="domain" label={t('orders.list.domain')}>
            <Input
              allowClear
              placeholder={t('orders.list.domainPlaceholder')}
              data-testid="orders-filter-domain"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={24}>
          <SearchButtons
            searching={searching}
            onReset={() => {
              // resetFields restores the form's initial values, which follow the page's current filters (the
              // domain just searched, too): Reset empties every field itself.
              form.setFieldsValue({
                timeType: 'created',
                tag: undefined,
                range: null,
                orderID: undefined,
                domain: undefined,
              });
              onReset();
            }}
            searchLabel={t('orders.list.search')}
            resetLabel={t('orders.list.reset')}
            searchTestId="orders-search"
            resetTestId="orders-reset"
          />
        </Col>
      </Row>
    </Form>
  );
}
