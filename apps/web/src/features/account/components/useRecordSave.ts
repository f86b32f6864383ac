import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';

interface Mutation<Body> {
  mutate(body: Body, handlers: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * OK of a create/edit modal: validate the form, create or update, toast, close; server field errors land on
 * their fields.
 */
export function useRecordSave<Fields, UpdateBody>(options: {
  form: FormInstance<Fields>;
  fields: readonly string[];
  editing: boolean;
  create: Mutation<Fields>;
  update: Mutation<UpdateBody>;
  toUpdate: (values: Fields) => UpdateBody;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, fields, editing, create, update, toUpdate, onClose } = options;

  const save = async () => {
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.success(t(editing ? 'web.toast.edited' : 'web.toast.created'));
        onClose();
      },
      onError: (error: unknown) => reportFormError(form, fields, error),
    };
    if (editing) update.mutate(toUpdate(values), handlers);
    else create.mutate(values, handlers);
  };
  return { save: () => void save(), saving: create.isPending || update.isPending };
}
