import { subAccountUpdateBody, SUB_USER_ROLES, EFFECTIVE_STATES } from '@portal/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/formRules';
import { FIELD_HELP, type EDIT_FIELDS } from '../logic/subUserForm';

type Field = (typeof EDIT_FIELDS)[number];

const LABELS: Record<Field, string> = {
  email: 'team.subUsers.email',
  firstName: 'team.form.firstName',
  lastName: 'team.form.lastName',
  telephone: 'team.subUsers.telephone',
  jobTitle: 'team.subUsers.jobTitle',
  role: 'team.subUsers.role',
  auditPerm: 'team.subUsers.auditPerm',
  status: 'team.subUsers.status',
};

/**
 * The sub-user's fields, shared by the add page and the edit modal (the modal adds `status`). Each rule is the
 * contract's own schema of the field, so the form and the server say the same.
 */
export function SubUserFields({ fields }: { fields: readonly Field[] }) {
  const { t } = useTranslation();
  const states = (field: Field) =>
    EFFECTIVE_STATES.map((value) => ({
      value,
      label: t(value === 'effective' ? 'team.subUsers.enable' : 'team.subUsers.forbidden'),
      'data-testid': `subuser-${field}-option-${value}`,
    }));
  const control = (field: Field) => {
    if (field === 'role')
      return (
        <Select
          options={SUB_USER_ROLES.map((value) => ({
            value,
            label: t(`team.roles.${value}`),
            'data-testid': `subuser-role-option-${value}`,
          }))}
          data-testid="subuser-role"
        />
      );
    if (field === 'auditPerm' || field === 'status')
      return <Select options={states(field)} data-testid={`subuser-${field}`} />;
    return (
      <Input
        type={field === 'email' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
        autoComplete="off"
        data-testid={`subuser-${field}`}
      />
    );
  };
  return (
    <>
      {fields.map((field) => {
        const help = FIELD_HELP[field];
        return (
          <Form.Item
            key={field}
            name={field}
            label={t(LABELS[field])}
            extra={help ? <span data-testid={`subuser-${field}-help`}>{t(help)}</span> : undefined}
            rules={[zodRule(subAccountUpdateBody.shape[field])]}
            required
          >
            {control(field)}
          </Form.Item>
        );
      })}
    </>
  );
}
