import Alert from 'antd/es/alert';
import { validationProblemsOf, type ValidationProblems } from '../../../lib/validationProblems';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAuthorizeReissue } from '../api/authorizeReissue';
import { useReissueAuthInfo } from '../api/getReissueAuthInfo';
import { DcvRecheckNotice } from '../../../components/DcvRecheckNotice';
import { DcvValuesTable } from '../../../components/DcvValuesTable';

/**
 * Status 0 or 1: the validation values of the reissue's names (order/reissue/authInfo) and "Submit validation"
 * (order/reissue/authz). When the names do not pass yet (code 1024) each name's problem shows by its row and
 * the page follows the server's re-check every minute.
 */
export function ValidationPanel({
  reissueId,
  onChecked,
}: {
  reissueId: string;
  /** The detail is read again: the status moved (issued) or the check happened. */
  onChecked: () => void;
}) {
  const { t } = useTranslation();
  const info = useReissueAuthInfo(reissueId, true);
  const authorize = useAuthorizeReissue();
  const [pending, setPending] = useState<ValidationProblems>();

  if (info.isPending) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('reissue.validation.loading')}
        data-testid="reissue-validation-loading"
      />
    );
  }
  if (info.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('reissue.validation.failed')}
        description={isApiError(info.error) ? info.error.msg : undefined}
        data-testid="reissue-validation-error"
        action={
          <Button size="small" loading={info.isFetching} onClick={() => void info.refetch()}>
            {t('reissue.common.retry')}
          </Button>
        }
      />
    );
  }

  const items = info.data;
  const methods = new Set(items.map((item) => item.authMethod));
  const onSubmit = () =>
    authorize.mutate(reissueId, {
      onSuccess: () => {
        setPending(undefined);
        toast.success(t('reissue.validation.authenticated'));
        onChecked();
      },
      onError: (error) => {
        const found = validationProblemsOf(error);
        if (found) setPending(found);
        toast.warning(isApiError(error) ? error.msg : t('unknownError'));
        void info.refetch();
        onChecked();
      },
    });

  return (
    <div data-testid="reissue-validation">
      <p style={{ marginTop: 0 }}>{t('reissue.validation.intro')}</p>
      <ul className="reissue-muted reissue-help">
        {(['dns', 'http', 'email'] as const)
          .filter((method) => methods.has(method))
          .map((method) => (
            <li key={method}>{t(`reissue.validation.${method}Help`)}</li>
          ))}
      </ul>
      {pending && (
        <DcvRecheckNotice
          methods={methods}
          problems={pending.problems}
          summary={pending.summary}
          testId="reissue-validation-recheck"
        />
      )}
      <DcvValuesTable prefix="reissue-validation" items={items} problems={pending?.problems ?? {}} />
      <div className="reissue-actions">
        <Button
          type="primary"
          loading={authorize.isPending}
          onClick={onSubmit}
          data-testid="reissue-validation-submit"
        >
          {t('reissue.validation.submit')}
        </Button>
      </div>
    </div>
  );
}
