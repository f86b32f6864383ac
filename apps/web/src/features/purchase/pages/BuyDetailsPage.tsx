import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storedOrder } from '../../../lib/purchaseStorage';
import { BuyDetails } from '../components/buy/BuyDetails';
import { readCouponCode, readOrderId } from '../logic/paymentOutcome';
import { PATHS } from '../paths';
import '../purchase.css';

/** Payment of one order: the order id comes from navigation state `{orderID}`, `?orderID=`, else local storage. */
export function BuyDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = readOrderId(location.state, storedOrder()?.orderID, location.search);
  // The storefront's Free trial (spec 001 section 4) comes with ?trial=1: the trial is offered first.
  const trialFirst = new URLSearchParams(location.search).get('trial') === '1';
  // A coupon chosen before (the renewal dialog of expiring certificates) is applied at once.
  const coupon = readCouponCode(location.state);

  useEffect(() => {
    document.title = `${t('purchase.buy.title')} · ${t('web.app.title')}`;
  }, [t]);

  return (
    <div className="page" data-testid="buy-details-page">
      <h1 className="page__title">{t('purchase.buy.title')}</h1>
      <div className="page__card" style={{ paddingTop: 20 }}>
        {id === undefined ? (
          <Empty description={t('purchase.buy.noOrder')}>
            <Button type="primary" onClick={() => void navigate(PATHS.orderList)}>
              {t('purchase.buy.goOrders')}
            </Button>
          </Empty>
        ) : (
          <BuyDetails key={id} id={id} trialFirst={trialFirst} initialCoupon={coupon} />
        )}
      </div>
    </div>
  );
}

export default BuyDetailsPage;
