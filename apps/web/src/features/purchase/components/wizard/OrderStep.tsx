import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAddressProduct } from '../../api/getAddressProduct';
import { useEventInfo } from '../../api/getEventInfo';
import { startPurchase } from '../../api/startPurchase';
import { freshPurchase, termInAddress, wizardStart } from '../../logic/wizardStart';
import { PATHS } from '../../paths';
import { EmptyPurchase } from './EmptyPurchase';
import { OrderFlow } from './OrderFlow';

function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} data-testid="wizard-loading">
      <Spin />
    </div>
  );
}

/**
 * Wizard step 1 "Order": the purchase in progress from event/info, or an empty state without one. The address
 * wins (issue 31): `?product=…&validity=…` naming another product than the unfinished purchase shows that product,
 * with the unfinished one offered above it ("Continue your unfinished … order?"); going on from the contact step
 * starts the address's purchase (event/create), which replaces the unfinished one.
 */
export function OrderStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const info = useEventInfo();
  const start = wizardStart(termInAddress(search), info.data?.product ?? null);
  const address = useAddressProduct(info.data && start.kind === 'address' ? start.shortName : undefined);

  if (info.isPending) return <Loading />;
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
  if (start.kind === 'draft') {
    const product = info.data.product;
    if (!product) return <EmptyPurchase />;
    // The same element tree as below, so the flow keeps its sub-step when the address's purchase has started.
    return (
      <>
        {null}
        <OrderFlow key={product.shortName} info={info.data} product={product} reload={info.refetch} />
      </>
    );
  }
  if (address.isPending) return <Loading />;
  const product = address.data;
  if (!product) return <EmptyPurchase />;
  const draft = start.offerDraft;
  return (
    <>
      {draft && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('purchase.draft.text', { name: draft.name })}
          description={t('purchase.draft.hint')}
          action={
            <Button
              size="small"
              onClick={() => void navigate(PATHS.placeOrder, { state: { step: 0 } })}
              data-testid="wizard-continue-draft"
            >
              {t('purchase.draft.action')}
            </Button>
          }
          data-testid="wizard-draft-offer"
        />
      )}
      <OrderFlow
        key={product.shortName}
        info={freshPurchase(info.data.email, product)}
        product={product}
        reload={info.refetch}
        start={() => startPurchase(product)}
      />
    </>
  );
}
