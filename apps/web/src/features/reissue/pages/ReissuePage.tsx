import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { OrderInfo } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { ReissueCreated } from '../api/createReissue';
import { useOrderInfo } from '../../../lib/queries/orderInfo';
import { KeyStep } from '../components/KeyStep';
import { OrderSummary } from '../components/OrderSummary';
import { ReissueForm } from '../components/ReissueForm';
import { afterCreate, canReissue, needsKeyStep, orderFromState, parseOrderId } from '../logic/reissueRules';
import { PATHS, type BuyDetailsState } from '../paths';
import '../reissue.css';

/**
 * The reissue form (/admin/reissue/{orderId}): the order comes in navigation state, else from order/info.
 * After the form, an online reissue offers its new key once; then an unpaid Add San goes to buy-details and
 * anything else to the reissue detail.
 */
export function ReissuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const id = parseOrderId(params.id);
  const info = useOrderInfo(id, orderFromState<OrderInfo>(location.state, id));
  const [created, setCreated] = useState<ReissueCreated>();

  useEffect(() => {
    document.title = `${t('reissue.title')} · ${t('web.app.title')}`;
  }, [t]);

  const leave = (answer: ReissueCreated) => {
    const next = afterCreate(answer);
    if (next.to === 'buyDetails') {
      const state: BuyDetailsState = { orderID: next.orderID };
      void navigate(`${PATHS.buyDetails}?orderID=${state.orderID}`, { state });
    } else {
      void navigate(PATHS.detail(next.reissueId));
    }
  };

  const onCreated = (answer: ReissueCreated) => {
    toast.success(t('reissue.form.created', { id: answer.id }));
    if (needsKeyStep(answer)) setCreated(answer);
    else leave(answer);
  };

  const back = (
    <Link to={PATHS.certificates} data-testid="reissue-back">
      <ArrowLeftOutlined /> {t('reissue.common.backToCerts')}
    </Link>
  );

  let body;
  if (id === undefined) {
    body = <Alert type="warning" showIcon title={t('reissue.order.noOrder')} />;
  } else if (info.isPending) {
    body = (
      <div className="reissue-loading">
        <Spin />
      </div>
    );
  } else if (!info.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reissue.common.loadFailed')}
        description={isApiError(info.error) ? info.error.msg : undefined}
        data-testid="reissue-load-error"
        action={
          <Button size="small" onClick={() => void info.refetch()} loading={info.isFetching}>
            {t('reissue.common.retry')}
          </Button>
        }
      />
    );
  } else {
    const order = info.data.orderDetail;
    body = (
      <div className="reissue-stack">
        <OrderSummary order={order} />
        {created ? (
          <KeyStep created={created} onNext={() => leave(created)} />
        ) : canReissue(order.status) ? (
          <Card size="small" title={t('reissue.form.title')}>
            <ReissueForm order={order} onCreated={onCreated} />
          </Card>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('reissue.order.notAllowed', { status: t(`orders.status.${order.status}`) })}
            data-testid="reissue-not-allowed"
          />
        )}
      </div>
    );
  }

  return (
    <div className="page" data-testid="reissue-page">
      <div className="page__header">
        <h1 className="page__title">{t('reissue.title')}</h1>
        {back}
      </div>
      <div className="page__card reissue-card">{body}</div>
    </div>
  );
}

export default ReissuePage;
