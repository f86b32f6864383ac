import { contactFields, type Contact, type ContactFields } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { useCreateContact } from '../api/createContact';
import { useUpdateContact } from '../api/updateContact';
import { useRecordSave } from './useRecordSave';

const FIELDS = ['firstName', 'lastName', 'telephone'] as const satisfies readonly (keyof ContactFields)[];

/** "New contact" / "Edit contact". `record` undefined = new. */
export function ContactModal({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record?: Contact;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactFields>();

  const { save, saving } = useRecordSave({
    form,
    fields: FIELDS,
    editing: record !== undefined,
    create: useCreateContact(),
    update: useUpdateContact(),
    toUpdate: (values: ContactFields) => ({ ...values, contactID: record?.id ?? 0 }),
    onClose,
  });

  return (
    <Modal
      open={open}
      title={t(record ? 'web.profile.contact.editTitle' : 'web.profile.contact.newTitle')}
      okText={t('web.common.ok')}
      cancelText={t('web.common.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={testId<ButtonProps>('contact-modal-ok')}
      destroyOnHidden
    >
      <Form<ContactFields>
        form={form}
        layout="vertical"
        initialValues={
          record
            ? { firstName: record.firstName, lastName: record.lastName, telephone: record.telephone }
            : undefined
        }
        data-testid="contact-form"
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`web.profile.contact.${field}`)}
            rules={[zodRule(contactFields.shape[field])]}
            required
          >
            <Input type={field === 'telephone' ? 'tel' : 'text'} data-testid={`contact-${field}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
