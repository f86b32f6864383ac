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
import { useReissueDetail } from '../api/getReissueDetail';
import { KeyStep } from '../components/KeyStep';
import { OrderSummary } from '../components/OrderSummary';
import { ReissueFacts } from '../components/ReissueFacts';
import { ReissueForm } from '../components/ReissueForm';
import {
  afterCreate,
  canReissue,
  needsKeyStep,
  orderFromState,
  parseOrderId,
  reissueSearch,
  resumedReissueId,
} from '../logic/reissueRules';
import { PATHS, type BuyDetailsState } from '../paths';
import '../reissue.css';

/**
 * The reissue form (/admin/reissue/{orderId}): the order comes in navigation state, else from order/info.
 * After the form, an online reissue offers its new key once; then an unpaid Add San goes to buy-details and
 * anything else to the reissue detail. The reissue made here is kept in the address (`?reissue=`), so after a
 * reload the page shows it from the server (order/reissue/detail) with its key download, not a blank form.
 */
export function ReissuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const id = parseOrderId(params.id);
  const info = useOrderInfo(id, orderFromState<OrderInfo>(location.state, id));
  const [created, setCreated] = useState<ReissueCreated>();
  const resumeId = resumedReissueId(location.search, id);
  const resumed = useReissueDetail(created ? undefined : resumeId);

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
    if (needsKeyStep(answer)) {
      setCreated(answer);
      // The address keeps it: a reload shows this reissue (from the server) instead of the blank form.
      void navigate({ search: reissueSearch(answer.id) }, { replace: true, state: location.state });
    } else leave(answer);
  };

  const back = (
    <Link to={PATHS.certificates} data-testid="reissue-back">
      <ArrowLeftOutlined /> {t('reissue.common.backToCerts')}
    </Link>
  );

  let body;
  if (id === undefined) {
    body = <Alert type="warning" showIcon title={t('reissue.order.noOrder')} />;
  } else if (info.isPending || (!created && resumeId !== undefined && resumed.isPending)) {
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
    const earlier = created ? undefined : resumed.data;
    body = (
      <div className="reissue-stack">
        <OrderSummary order={order} />
        {created ? (
          <KeyStep created={created} onNext={() => leave(created)} />
        ) : earlier ? (
          <Card
            size="small"
            title={t('reissue.resume.title', { id: earlier.reissue.id })}
            data-testid="reissue-resumed"
          >
            <p>{t('reissue.resume.text')}</p>
            <ReissueFacts reissue={earlier.reissue} orderID={earlier.orderID} />
            <div style={{ marginTop: 16 }}>
              {earlier.reissue.download ? (
                <KeyStep created={earlier.reissue} onNext={() => leave(earlier.reissue)} />
              ) : (
                <Button
                  type="primary"
                  onClick={() => leave(earlier.reissue)}
                  data-testid="reissue-resumed-open"
                >
                  {t('reissue.resume.open')}
                </Button>
              )}
            </div>
          </Card>
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
