import type { FormInstance } from 'antd/es/form';
import { useEffect } from 'react';
import { useProfile } from '../../lib/queries/profile';

/** Fills the form's email with the account's address once the profile is known, unless one was typed. */
export function useAccountEmail(form: FormInstance): string | undefined {
  const email = useProfile().data?.email;
  useEffect(() => {
    if (email && !form.getFieldValue('email')) form.setFieldValue('email', email);
  }, [email, form]);
  return email;
}
