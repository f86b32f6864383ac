import Steps from 'antd/es/steps';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OrderStep } from '../components/wizard/OrderStep';
import { ResultStep } from '../components/wizard/ResultStep';
import { ValidationStep } from '../components/wizard/ValidationStep';
import { useIsMobile } from '../../../lib/useIsMobile';
import { readPlaceOrderState } from '../logic/paymentOutcome';
import '../purchase.css';

/**
 * The purchase wizard (spec 000 section 2.6): Order, Validation, Get certificate. The step comes from the
 * navigation state `{step, success}` (buy-details and the validation step navigate here with it).
 */
export function PlaceOrderPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const mobile = useIsMobile();
  const { step, success, placed } = readPlaceOrderState(location.state);

  useEffect(() => {
    document.title = `${t('purchase.title')} · ${t('web.app.title')}`;
  }, [t]);

  return (
    <div className="page" data-testid="place-order-page">
      <h1 className="page__title">{t('purchase.title')}</h1>
      <div className="page__card" style={{ paddingTop: 20 }}>
        <div data-testid="wizard-steps">
          <Steps
            current={step}
            size={mobile ? 'small' : undefined}
            responsive={false}
            titlePlacement={mobile ? 'vertical' : undefined}
            status={step === 2 && !success && !placed ? 'error' : undefined}
            items={[
              { key: 'order', title: t('purchase.steps.order') },
              { key: 'validation', title: t('purchase.steps.validation') },
              { key: 'certificate', title: t('purchase.steps.certificate') },
            ]}
          />
        </div>
        <div className="purchase-section" key={location.key}>
          {step === 0 && <OrderStep />}
          {step === 1 && <ValidationStep />}
          {step === 2 && <ResultStep success={success === true} placed={placed === true} />}
        </div>
      </div>
    </div>
  );
}

export default PlaceOrderPage;
