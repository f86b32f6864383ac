import { ErrorCode, type CsrInfoAnswer } from '@portal/contract';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import { applyFieldErrors } from '../../../../lib/formRules';
import { translateMessage } from '../../../../lib/i18n';
import { useSaveCsrInfo, type CsrInfoRequest } from '../../api/saveCsrInfo';

/**
 * Saves a CSR form. The server's field errors go on their fields; a domain error (1019) goes on the domains
 * field and a CSR error (1018) on the pasted CSR when the form has them; anything else is shown as `problem`.
 */
export function useCsrSubmit(
  form: FormInstance,
  fieldNames: readonly string[],
  onDone: (answer: CsrInfoAnswer) => void,
) {
  const { t } = useTranslation();
  const save = useSaveCsrInfo();
  const [problem, setProblem] = useState<string>();

  const submit = (body: CsrInfoRequest, pastedCsr: boolean) => {
    setProblem(undefined);
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (!isApiError(error)) {
          setProblem(t('unknownError'));
          return;
        }
        if (applyFieldErrors(form, fieldNames, error.errors)) return;
        const text = translateMessage(error.msg);
        const field =
          error.code === ErrorCode.domainInvalid && fieldNames.includes('domains')
            ? 'domains'
            : error.code === ErrorCode.csrInvalid && pastedCsr
              ? 'csr'
              : undefined;
        if (field) form.setFields([{ name: field, errors: [text] }]);
        else setProblem(text);
      },
    });
  };
  return { submit, pending: save.isPending, problem };
}
