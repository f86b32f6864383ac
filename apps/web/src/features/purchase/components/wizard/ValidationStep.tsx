import { orderAllows } from '@portal/contract';
import Alert from 'antd/es/alert';
import { validationProblemsOf, type ValidationProblems } from '../../../../lib/validationProblems';
import Button from 'antd/es/button';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { storedOrder } from '../../../../lib/purchaseStorage';
import { toast } from '../../../../lib/toast';
import { isValidated, useAuthorizeOrder, useValidationProgress } from '../../api/authorizeOrder';
import { useValidation } from '../../api/loadValidation';
import type { PlaceOrderState } from '../../logic/paymentOutcome';
import { PATHS } from '../../paths';
import { DcvRecheckNotice } from '../../../../components/DcvRecheckNotice';
import { DcvValuesTable } from '../../../../components/DcvValuesTable';

/** Which names validate by themselves (DCV delegation, DNS connector): its own chunk, asked after the values. */
const AutoValidationNotice = lazy(
  () => import('../../../../components/auto-validation/AutoValidationNotice'),
);

/** Step 3's navigation state: the success flag and the order status order/authz answered (3 or 11). */
export type ValidatedState = PlaceOrderState & { status?: number };

/**
 * Wizard step 2: the order kept locally is committed when it waits submit (status 12), then its validation
 * values are listed; "Submit validation" asks for the checks (order/authz). When they do not pass yet (code
 * 1024) the step stays, shows each name's problem beside its row, and follows the server's re-check every
 * minute: it moves on by itself once the order is issued or under review.
 */
export function ValidationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderID = storedOrder()?.orderID;
  const validation = useValidation(orderID);
  const authorize = useAuthorizeOrder();
  const [pending, setPending] = useState<ValidationProblems>();
  // Every name validates by itself (DCV delegation, DNS connector): no "publish the values" help.
  const [allAutomatic, setAllAutomatic] = useState(false);
  // After a failed check, or when the values cannot be read (the order may have moved on meanwhile).
  const progress = useValidationProgress(orderID, pending !== undefined || validation.isError);

  const done = useCallback(
    (status: number) => {
      toast.success(t('certs.validation.authenticated'));
      const state: ValidatedState = { step: 2, success: true, status };
      void navigate(PATHS.placeOrder, { state, replace: true });
    },
    [navigate, t],
  );

  const progressStatus = progress.data;
  useEffect(() => {
    if (progressStatus !== undefined && isValidated(progressStatus)) done(progressStatus);
  }, [progressStatus, done]);
  // Validated already (the order was issued at payment, or meanwhile): on to the result, no values to read.
  const loadedStatus = validation.data?.status;
  useEffect(() => {
    if (loadedStatus !== undefined && isValidated(loadedStatus)) done(loadedStatus);
  }, [loadedStatus, done]);

  const toOrders = (
    <Button onClick={() => void navigate(PATHS.orderList)} data-testid="wizard-validation-orders">
      {t('purchase.validation.goOrders')}
    </Button>
  );

  if (orderID === undefined) {
    return <Alert type="warning" showIcon title={t('purchase.validation.noOrder')} action={toOrders} />;
  }
  if (validation.isPending) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('purchase.validation.loading')}
        data-testid="wizard-validation-loading"
      />
    );
  }
  if (validation.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('purchase.validation.failed')}
        data-testid="wizard-validation-error"
        // The buttons go below the text: as the alert's `action` they squeeze it into a narrow column on phones.
        description={
          <>
            {isApiError(validation.error) && <div>{validation.error.msg}</div>}
            <div className="purchase-actions" style={{ marginTop: 12 }}>
              <Button
                type="primary"
                loading={validation.isFetching}
                onClick={() => void validation.refetch()}
                data-testid="wizard-validation-retry"
              >
                {t('purchase.validation.tryAgain')}
              </Button>
              {toOrders}
            </div>
          </>
        }
      />
    );
  }

  const { items, status } = validation.data;
  // Nothing to validate (closed, or moved on without validation): say so instead of an empty table.
  if (!orderAllows('authInfo', status)) {
    return isValidated(status) ? (
      <Alert type="info" showIcon title={t('purchase.validation.loading')} />
    ) : (
      <Alert
        type="warning"
        showIcon
        title={t('purchase.validation.nothing')}
        action={toOrders}
        data-testid="wizard-validation-nothing"
      />
    );
  }
  const methods = new Set(items.map((item) => item.authMethod));
  const onSubmit = () =>
    authorize.mutate(orderID, {
      onSuccess: (answer) => {
        setPending(undefined);
        done(answer.status);
      },
      onError: (error) => {
        const found = validationProblemsOf(error);
        if (found) setPending(found);
        toast.warning(isApiError(error) ? error.msg : t('unknownError'));
        void validation.refetch();
      },
    });

  return (
    <div data-testid="wizard-validation">
      <Suspense fallback={null}>
        <AutoValidationNotice
          items={items}
          testId="wizard-validation-automatic"
          onAllAutomatic={setAllAutomatic}
        />
      </Suspense>
      {!allAutomatic && (
        <>
          <p>{t('purchase.validation.intro')}</p>
          <ul className="purchase-muted" style={{ paddingLeft: 18 }}>
            {(['dns', 'http', 'email'] as const)
              .filter((method) => methods.has(method))
              .map((method) => (
                <li key={method}>{t(`purchase.validation.${method}Help`)}</li>
              ))}
          </ul>
        </>
      )}
      {pending && (
        <DcvRecheckNotice
          methods={methods}
          problems={pending.problems}
          summary={pending.summary}
          testId="wizard-validation-recheck"
        />
      )}
      <DcvValuesTable prefix="wizard-validation" items={items} problems={pending?.problems ?? {}} />
      <div className="purchase-actions" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={authorize.isPending}
          onClick={onSubmit}
          data-testid="wizard-validation-submit"
        >
          {t('purchase.validation.submit')}
        </Button>
        {toOrders}
      </div>
    </div>
  );
}
