import type { SubAccountRow } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useUpdateSubUser } from '../api/updateSubUser';
import { EDIT_FIELDS, editValuesOf, updateBodyOf, type EditValues } from '../logic/subUserForm';
import { SubUserFields } from './SubUserFields';

/** "Edit" of a row: the add form's fields plus the status; server field errors land on their fields. */
export function EditSubUserModal({ row, onClose }: { row: SubAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateSubUser(row.uid);

  const save = async () => {
    let values: EditValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    update.mutate(updateBodyOf(row, values), {
      onSuccess: () => {
        toast.success(t('team.form.updated'));
        onClose();
      },
      onError: (error) => reportFormError(form, EDIT_FIELDS, error),
    });
  };

  return (
    <Modal
      open
      title={t('team.form.editTitle')}
      okText={t('team.form.save')}
      cancelText={t('team.form.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      okButtonProps={testId<ButtonProps>('subuser-modal-ok')}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={editValuesOf(row)}
        data-testid="subuser-edit-form"
      >
        <SubUserFields fields={EDIT_FIELDS} />
      </Form>
    </Modal>
  );
}
