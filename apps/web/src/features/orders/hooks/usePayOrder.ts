import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { getPaymentDetail } from '../api/getPaymentDetail';
import { PATHS } from '../paths';

/**
 * Pay from My Orders or an order's detail: checks first that the order is still unpaid (another tab or auto-payment
 * may have paid it; then it says so and `refresh` reads again), else opens buy-details. `checking` is the order
 * being checked.
 */
export function usePayOrder(refresh: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState<number>();

  const pay = async (orderID: number) => {
    setChecking(orderID);
    try {
      const detail = await getPaymentDetail(orderID);
      if (detail.paid) {
        toast.info(t('orders.list.alreadyPaid'));
        refresh();
        return;
      }
      void navigate(`${PATHS.buyDetails}?orderID=${orderID}`, { state: { orderID } });
    } catch {
      // the client showed the error
    } finally {
      setChecking(undefined);
    }
  };

  return { pay, checking };
}
