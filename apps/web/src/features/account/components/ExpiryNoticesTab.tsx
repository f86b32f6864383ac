import { noticeDaysField } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { NoticeDaysSelect } from '../../../components/NoticeDaysSelect';
import { may } from '../../../lib/access';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { dayTags } from '../../../lib/noticeDays';
import { toast } from '../../../lib/toast';
import { useAccountExpiryNotices, useSaveAccountExpiryNotices } from '../api/expiryNotices';

interface Values {
  days: string[];
}

/**
 * Expiry notices of the whole account (GET/PUT account/expiry_notices): days before a certificate of its orders
 * expires, for every order without a list of its own. Changing them takes the `pay` capability, like the other
 * renewal settings; everyone else sees them read-only.
 */
export function ExpiryNoticesTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const notices = useAccountExpiryNotices();
  const save = useSaveAccountExpiryNotices();
  const editable = may('pay');

  if (notices.isError)
    return <Alert type="error" showIcon title={t('expiryNotices.loadFailed')} data-testid="notices-error" />;
  if (!notices.data) return <Spin />;

  const onFinish = (values: Values) => {
    const days = noticeDaysField.parse(values.days);
    save.mutate(
      { days },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ days: dayTags(saved.days) });
          toast.success(t('expiryNotices.saved'));
        },
        onError: (error) => reportFormError(form, ['days'], error),
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="narrow-form"
      onFinish={onFinish}
      initialValues={{ days: dayTags(notices.data.days) }}
      data-testid="account-notices-form"
    >
      <Typography.Paragraph type="secondary">{t('expiryNotices.accountExplain')}</Typography.Paragraph>
      <Form.Item
        name="days"
        label={t('expiryNotices.days')}
        rules={[zodRule(noticeDaysField)]}
        extra={notices.data.isDefault ? t('expiryNotices.defaultNote') : undefined}
      >
        <NoticeDaysSelect disabled={!editable} testId="account-notice-days" />
      </Form.Item>
      {editable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="account-notices-save">
          {t('expiryNotices.save')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('expiryNotices.readOnly')}</Typography.Text>
      )}
    </Form>
  );
}
