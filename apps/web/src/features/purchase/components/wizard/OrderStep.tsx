import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useEventInfo } from '../../api/getEventInfo';
import { EmptyPurchase } from './EmptyPurchase';
import { OrderFlow } from './OrderFlow';

/** Wizard step 1 "Order": the purchase in progress from event/info, or an empty state without one. */
export function OrderStep() {
  const { t } = useTranslation();
  const info = useEventInfo();

  if (info.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="wizard-loading">
        <Spin />
      </div>
    );
  }
  if (info.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('purchase.common.loadFailed')}
        description={info.error.message}
        action={
          <Button size="small" onClick={() => void info.refetch()}>
            {t('purchase.common.retry')}
          </Button>
        }
      />
    );
  }
  const product = info.data.product;
  if (!product) return <EmptyPurchase />;
  return <OrderFlow key={product.shortName} info={info.data} product={product} reload={info.refetch} />;
}
