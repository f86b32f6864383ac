import { noticeDaysField } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { NoticeDaysSelect } from '../../../components/NoticeDaysSelect';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { dayTags } from '../../../lib/noticeDays';
import { toast } from '../../../lib/toast';
import { useOrderExpiryNotices, useSaveOrderExpiryNotices } from '../api/expiryNotices';

interface Values {
  source: 'account' | 'own';
  days: string[];
}

/**
 * The order's expiry notices, beside its renewal settings (GET/PUT order/expiry_notices): follow the account's
 * list (My Account) or the order's own days. `editable`: a paid, open order and a caller who may change renewal
 * settings (`pay`); otherwise the list in force is shown read-only.
 */
export function ExpiryNoticesCard({
  orderID,
  renewEmail,
  editable,
}: {
  orderID: number;
  renewEmail: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const notices = useOrderExpiryNotices(orderID, true);
  const save = useSaveOrderExpiryNotices(orderID);
  const source = Form.useWatch('source', form);
  const data = notices.data;

  const listText = (days: readonly number[]) =>
    days.length === 0 ? t('expiryNotices.none') : t('expiryNotices.daysList', { days: days.join(', ') });

  const onFinish = (values: Values) => {
    const days = values.source === 'account' ? null : noticeDaysField.parse(values.days);
    save.mutate(
      { orderID, days },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ days: dayTags(saved.effectiveDays) });
          toast.success(t('expiryNotices.saved'));
        },
        onError: (error) => reportFormError(form, ['days'], error),
      },
    );
  };

  return (
    <Card
      size="small"
      title={t('expiryNotices.title')}
      style={{ marginBottom: 16 }}
      data-testid="order-notices-card"
    >
      {notices.isError ? (
        <Alert type="error" showIcon title={t('expiryNotices.loadFailed')} />
      ) : !data ? null : (
        <>
          <Typography.Paragraph type="secondary">
            {t('expiryNotices.orderExplain', { email: renewEmail || '--' })}
          </Typography.Paragraph>
          {editable ? (
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={onFinish}
              initialValues={{
                source: data.days === null ? 'account' : 'own',
                days: dayTags(data.effectiveDays),
              }}
              data-testid="order-notices-form"
            >
              <Form.Item name="source">
                <Radio.Group>
                  <Radio value="account" data-testid="order-notices-account">
                    {t('expiryNotices.follow')} ({listText(data.accountDays)})
                  </Radio>
                  <Radio value="own" data-testid="order-notices-own">
                    {t('expiryNotices.own')}
                  </Radio>
                </Radio.Group>
              </Form.Item>
              {source === 'own' && (
                <Form.Item name="days" label={t('expiryNotices.days')} rules={[zodRule(noticeDaysField)]}>
                  <NoticeDaysSelect testId="order-notice-days" />
                </Form.Item>
              )}
              <Button htmlType="submit" loading={save.isPending} data-testid="order-notices-save">
                {t('expiryNotices.save')}
              </Button>
            </Form>
          ) : (
            <span data-testid="order-notices-text">
              {data.days === null
                ? t('expiryNotices.followsAccount', { days: listText(data.accountDays) })
                : listText(data.days)}
            </span>
          )}
        </>
      )}
    </Card>
  );
}
