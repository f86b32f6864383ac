import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { storedOrder } from '../../../../lib/purchaseStorage';
import { toast } from '../../../../lib/toast';
import { useAuthorizeOrder } from '../../api/authorizeOrder';
import { useValidation } from '../../api/getAuthInfo';
import type { PlaceOrderState } from '../../logic/paymentOutcome';
import { PATHS } from '../../paths';
import { ValidationTable } from './ValidationTable';

/**
 * Wizard step 2: the order kept locally is committed when it waits submit (status 12), then its validation
 * values are listed; "Submit validation" asks for the checks (order/authz).
 */
export function ValidationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderID = storedOrder()?.orderID;
  const validation = useValidation(orderID);
  const authorize = useAuthorizeOrder();

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
        description={isApiError(validation.error) ? validation.error.msg : undefined}
        data-testid="wizard-validation-error"
        action={
          <div className="purchase-actions" style={{ marginTop: 0 }}>
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
        }
      />
    );
  }

  const items = validation.data;
  const methods = new Set(items.map((item) => item.authMethod));
  const onSubmit = () =>
    authorize.mutate(orderID, {
      onSuccess: () => {
        toast.success(t('purchase.validation.submitted'));
        const state: PlaceOrderState = { step: 2, success: true };
        void navigate(PATHS.placeOrder, { state, replace: true });
      },
      onError: (error) => {
        toast.warning(isApiError(error) ? error.msg : t('unknownError'));
        void validation.refetch();
      },
    });

  return (
    <div data-testid="wizard-validation">
      <p>{t('purchase.validation.intro')}</p>
      <ul className="purchase-muted" style={{ paddingLeft: 18 }}>
        {(['dns', 'http', 'email'] as const)
          .filter((method) => methods.has(method))
          .map((method) => (
            <li key={method}>{t(`purchase.validation.${method}Help`)}</li>
          ))}
      </ul>
      <ValidationTable items={items} />
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
