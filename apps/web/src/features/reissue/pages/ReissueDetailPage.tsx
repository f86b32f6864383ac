import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { ORDER_STATUS, refundable, refundDeadline } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RefundModal } from '../../../components/refund/RefundModal';
import { may } from '../../../lib/access';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCommitReissue } from '../api/commitReissue';
import { useReissueCert } from '../api/getReissueCert';
import { useReissueDetail, type ReissueDetail } from '../api/getReissueDetail';
import { CertificateView } from '../components/CertificateView';
import { ReissueFacts } from '../components/ReissueFacts';
import { ValidationPanel } from '../components/ValidationPanel';
import { detailAction, isReissueId } from '../logic/reissueRules';
import { rememberReissueOrder } from '../logic/reissueStorage';
import { PATHS, type BuyDetailsState } from '../paths';
import '../reissue.css';

/** Status 3 without the certificate in the detail answer: order/reissue/cert on demand. */
function LoadCertificate({ reissueId }: { reissueId: string }) {
  const { t } = useTranslation();
  const cert = useReissueCert();
  if (cert.data) return <CertificateView reissueId={reissueId} cert={cert.data} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('reissue.common.loadFailed')}
      action={
        <Button size="small" loading={cert.isPending} onClick={() => cert.mutate(reissueId)}>
          {t('reissue.common.retry')}
        </Button>
      }
    />
  );
}

/** What can be done with the reissue now, by its status (spec 000 section 2.8). */
function Actions({ detail, refresh }: { detail: ReissueDetail; refresh: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reissue } = detail;
  const commit = useCommitReissue(reissue.id);

  switch (detailAction(reissue)) {
    case 'pay': {
      const state: BuyDetailsState = { orderID: detail.orderID };
      return (
        <Alert
          type="info"
          showIcon
          title={t('reissue.detail.payText')}
          description={may('pay') ? undefined : t('reissue.detail.saleNote')}
          data-testid="reissue-pay-note"
          action={
            may('pay') ? (
              <Button
                type="primary"
                onClick={() => void navigate(`${PATHS.buyDetails}?orderID=${state.orderID}`, { state })}
                data-testid="reissue-pay"
              >
                {t('reissue.detail.pay')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    case 'commit':
      return (
        <Alert
          type="info"
          showIcon
          title={t('reissue.detail.commitText')}
          action={
            <Button
              type="primary"
              loading={commit.isPending}
              onClick={() =>
                commit.mutate(undefined, {
                  onSuccess: (row) =>
                    toast.success(
                      t(
                        row.status === ORDER_STATUS.complete
                          ? 'reissue.detail.issuedAtOnce'
                          : 'reissue.detail.committed',
                      ),
                    ),
                })
              }
              data-testid="reissue-commit"
            >
              {t('reissue.detail.commit')}
            </Button>
          }
        />
      );
    case 'validate':
      return (
        <Card size="small" title={t('reissue.validation.title')}>
          <ValidationPanel reissueId={reissue.id} onChecked={refresh} />
        </Card>
      );
    case 'certificate':
      return (
        <Card size="small" title={t('reissue.cert.title')}>
          {detail.certDetail ? (
            <CertificateView reissueId={reissue.id} cert={detail.certDetail} />
          ) : (
            <LoadCertificate reissueId={reissue.id} />
          )}
        </Card>
      );
    case 'underReview':
      return <Alert type="info" showIcon title={t('reissue.detail.underReview')} />;
    default:
      return <Alert type="warning" showIcon title={t('reissue.detail.closed')} />;
  }
}

/**
 * Refund of the reissue's order (spec 000 section 2.8 "refund actions"; the answer's `profile` is the form's
 * defaults): offered where the server's rule allows it (`refundable`) and the caller may apply (`refunds.apply`).
 */
function RefundAction({ detail, refresh }: { detail: ReissueDetail; refresh: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const order = detail.orderDetail;
  if (!may('refunds.apply') || !refundable(order)) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('reissue.detail.refundText', {
          id: detail.orderID,
          date: order.paidAt ? formatDateTime(refundDeadline(order.paidAt), false) : '--',
        })}
        data-testid="reissue-refund-note"
        action={
          <Button onClick={() => setOpen(true)} data-testid="reissue-refund">
            {t('orders.detail.refund')}
          </Button>
        }
      />
      <RefundModal
        orderID={detail.orderID}
        open={open}
        defaults={{ email: detail.profile.email, phone: detail.profile.telephone }}
        onClose={(done) => {
          setOpen(false);
          if (done) refresh();
        }}
      />
    </>
  );
}

/**
 * The reissue detail (/admin/reissue-detail/{reissueId}): its facts and, by status, Pay (buy-details), Commit,
 * the validation values with "Submit validation", or the certificate; Refund of its order where allowed. The order
 * id is kept locally.
 */
export function ReissueDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const reissueId = isReissueId(params.reissueId) ? params.reissueId : undefined;
  const query = useReissueDetail(reissueId);
  const detail = query.data;

  const title = reissueId ? t('reissue.detailTitle', { id: reissueId }) : t('reissue.title');
  useEffect(() => {
    document.title = `${title} · ${t('web.app.title')}`;
  }, [t, title]);

  useEffect(() => {
    if (detail) rememberReissueOrder(detail.orderID);
  }, [detail]);

  let body;
  if (reissueId === undefined) {
    body = <Alert type="warning" showIcon title={t('reissue.detail.noReissue')} />;
  } else if (query.isPending) {
    body = (
      <div className="reissue-loading">
        <Spin />
      </div>
    );
  } else if (!detail) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reissue.common.loadFailed')}
        description={isApiError(query.error) ? query.error.msg : undefined}
        data-testid="reissue-load-error"
        action={
          <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('reissue.common.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="reissue-stack">
        <ReissueFacts reissue={detail.reissue} orderID={detail.orderID} />
        {/* Keyed by what it offers: a panel starts afresh when the reissue moves on. */}
        <Actions key={detailAction(detail.reissue)} detail={detail} refresh={() => void query.refetch()} />
        <RefundAction detail={detail} refresh={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <div className="page" data-testid="reissue-detail-page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
        <Link to={PATHS.certificates} data-testid="reissue-back">
          <ArrowLeftOutlined /> {t('reissue.common.backToCerts')}
        </Link>
      </div>
      <div className="page__card reissue-card">{body}</div>
    </div>
  );
}

export default ReissueDetailPage;
