import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { SubAccountBody } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { useCreateSubUser } from '../api/createSubUser';
import { SubUserFields } from '../components/SubUserFields';
import { ADD_FIELDS } from '../logic/subUserForm';
import { PATHS } from '../paths';

/**
 * Add sub-user (/admin/account/add-user): every field required (spec 001 section 5); on success the invitation
 * mail is sent and the list opens again. The back link returns to the list.
 */
export function AddSubUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SubAccountBody>();
  const create = useCreateSubUser();

  useEffect(() => {
    document.title = `${t('team.form.addTitle')} · ${t('web.app.title')}`;
  }, [t]);

  const onFinish = (values: SubAccountBody) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('team.form.created'));
        void navigate(PATHS.list);
      },
      onError: (error) => reportFormError(form, ADD_FIELDS, error),
    });

  return (
    <div className="page" data-testid="add-subuser-page">
      <div className="page__header">
        <h1 className="page__title">{t('team.form.addTitle')}</h1>
        <Link to={PATHS.list} data-testid="add-subuser-back">
          <ArrowLeftOutlined /> {t('team.form.back')}
        </Link>
      </div>
      <div className="page__card">
        <Form<SubAccountBody>
          form={form}
          layout="vertical"
          className="narrow-form"
          onFinish={onFinish}
          data-testid="add-subuser-form"
        >
          <SubUserFields fields={ADD_FIELDS} />
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            data-testid="add-subuser-submit"
          >
            {t('team.form.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
}

export default AddSubUserPage;
