import { ORDER_STATUS } from '@portal/contract';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storedOrder } from '../../../../lib/purchaseStorage';
import { PATHS } from '../../paths';

/** The Certificates screen, where an issued certificate is downloaded. */
const CERTIFICATES_PATH = '/admin/cert';

/** The order status the validation step passed on (order/authz's answer), when it did. */
function statusOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { status } = state as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/**
 * Wizard step 3: the outcome after payment, free trial or validation submit. Without the success flag it is
 * the error result; a code-signing order that was paid (`placed`) keeps that branch (spec 000 section 4) but
 * says the order was placed and is reviewed, instead of telling the user it failed. After the validation step
 * the success texts follow the order's status: issued (with "Download certificate") or under review by the CA.
 */
export function ResultStep({ success, placed = false }: { success: boolean; placed?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = statusOf(useLocation().state);
  const buyAgain = (
    <Button key="buy" onClick={() => void navigate(PATHS.getCert)} data-testid="wizard-buy-again">
      {t('purchase.result.buyAgain')}
    </Button>
  );
  const goOrders = (
    <Button
      key="orders"
      type="primary"
      onClick={() => void navigate(PATHS.orderList)}
      data-testid="wizard-go-orders"
    >
      {t('purchase.result.goOrders')}
    </Button>
  );

  if (!success) {
    return (
      <Result
        status={placed ? 'info' : 'error'}
        title={t(placed ? 'purchase.result.successTitle' : 'purchase.result.errorTitle')}
        subTitle={t(placed ? 'purchase.result.reviewText' : 'purchase.result.errorText')}
        data-testid="wizard-result-error"
        extra={[
          ...(placed ? [goOrders] : []),
          <Button
            key="home"
            type={placed ? 'default' : 'primary'}
            onClick={() => void navigate(PATHS.home)}
            data-testid="wizard-go-home"
          >
            {t('purchase.result.goHome')}
          </Button>,
          buyAgain,
        ]}
      />
    );
  }

  if (status === ORDER_STATUS.issued || status === ORDER_STATUS.complete) {
    return (
      <Result
        status="success"
        title={t('certs.result.issuedTitle')}
        subTitle={t('certs.result.issuedText')}
        data-testid="wizard-result-success"
        extra={[
          <Button
            key="download"
            type="primary"
            onClick={() => void navigate(CERTIFICATES_PATH)}
            data-testid="wizard-download-cert"
          >
            {t('certs.result.download')}
          </Button>,
          <Button key="orders" onClick={() => void navigate(PATHS.orderList)} data-testid="wizard-go-orders">
            {t('purchase.result.goOrders')}
          </Button>,
          buyAgain,
        ]}
      />
    );
  }
  if (status === ORDER_STATUS.underReview) {
    return (
      <Result
        status="success"
        title={t('certs.result.reviewTitle')}
        subTitle={t('certs.result.reviewText')}
        data-testid="wizard-result-success"
        extra={[goOrders, buyAgain]}
      />
    );
  }

  const order = storedOrder();
  const text =
    order?.authMethod === 'email'
      ? order.approverEmail
        ? t('purchase.result.emailText', { email: order.approverEmail })
        : t('purchase.result.emailTextNoAddress')
      : t('purchase.result.otherText');
  return (
    <Result
      status="success"
      title={t('purchase.result.successTitle')}
      subTitle={text}
      data-testid="wizard-result-success"
      extra={[goOrders, buyAgain]}
    />
  );
}
