import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { activityQuery, PAYMENT_TYPES } from '@portal/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { isFutureDay, type ActivityFilterValues } from '../logic/billingRules';

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
            <DatePicker.RangePicker
              style={{ width: '100%' }}
              allowEmpty={[true, true]}
              placeholder={[t('books.activity.rangeStart'), t('books.activity.rangeEnd')]}
              disabledDate={(day) => isFutureDay(day, dayjs())}
              inputReadOnly
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <Form.Item>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                loading={searching}
                data-testid="activity-search"
              >
                {t('books.activity.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
                data-testid="activity-reset"
              >
                {t('books.activity.reset')}
              </Button>
            </div>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
