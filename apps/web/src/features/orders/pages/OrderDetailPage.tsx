import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { orderAllows, REFUND_GUARANTEE_DAYS, refundDeadline } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { may } from '../../../lib/access';
import { isApiError } from '../../../lib/api';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancelOrder';
import { useCommitOrder } from '../api/commitOrder';
import { useOrderInfo } from '../../../lib/queries/orderInfo';
import { useReissues } from '../api/listReissues';
import { useRenewOrder } from '../api/renewOrder';
import { AcmeCard } from '../components/AcmeCard';
import { AutoRenewModal } from '../components/AutoRenewModal';
import { CertDrawer } from '../components/CertDrawer';
import { DeliveryTokensCard } from '../components/DeliveryTokensCard';
import { ExpiryNoticesCard } from '../components/ExpiryNoticesCard';
import { InstructionPanel } from '../components/InstructionPanel';
import { chargedLine } from '../logic/chargedLine';
import { NoteCard } from '../components/NoteCard';
import { RenewalButtons } from '../components/RenewalButtons';
import { OrderContactCard } from '../components/OrderContactCard';
import { OrderReissuesCard } from '../components/OrderReissuesCard';
import { ServedCertificatesCard } from '../components/ServedCertificatesCard';
import { RefundModal } from '../../../components/refund/RefundModal';
import { StatusTag } from '../../../components/StatusTag';
import { ValidationBlock } from '../components/ValidationBlock';
import { canRefund, isClosedForRenewal, moneyBackOf, nextStepOf, showPaidRow } from '../logic/orderRules';
import { PATHS } from '../paths';
import { usePayOrder } from '../hooks/usePayOrder';

function parseId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Order detail (/admin/order-detail/:id): note, details, domain verification (status 0/1), certificate and
 * reissue (2/3), reissues, contact, and the actions the status allows (cancel, refund, auto-payment, pay, renew).
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const info = useOrderInfo(id);
  const order = info.data?.orderDetail;
  const contact = info.data?.contactDetail;
  const payAllowed = may('pay');
  const deliveryAllowed = may('delivery.manage');
  const certActions = order ? orderAllows('certificate', order.status) : false;
  const reissues = useReissues(id ?? 0, certActions);
  const cancel = useCancelOrder();
  const commit = useCommitOrder();
  const renew = useRenewOrder();
  const [refunding, setRefunding] = useState(false);
  const [certOpen, setCertOpen] = useState(false);
  const [allAutomatic, setAllAutomatic] = useState(false);
  const payment = usePayOrder(() => void info.refetch());
  const [autoRenewing, setAutoRenewing] = useState(false);

  useEffect(() => {
    document.title = `${t('orders.detail.title', { id: id ?? '' })} · ${t('web.app.title')}`;
  }, [t, id]);

  const back = () => void navigate(PATHS.list);
  const header = (
    <div className="page__header">
      <h1 className="page__title">{t('orders.detail.title', { id: id ?? '' })}</h1>
      <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="order-detail-back">
        {t('orders.detail.back')}
      </Button>
    </div>
  );
  if (!order || !contact) {
    return (
      <div className="page" data-testid="order-detail-page">
        {header}
        {info.isError || id === undefined ? (
          <Alert
            type="error"
            showIcon
            title={t('orders.detail.loadFailed')}
            description={
              id === undefined
                ? t('validation.orderIdInvalid')
                : isApiError(info.error)
                  ? info.error.msg
                  : undefined
            }
            data-testid="order-load-error"
            action={
              id !== undefined && (
                <Button size="small" onClick={() => void info.refetch()}>
                  {t('orders.detail.retry')}
                </Button>
              )
            }
          />
        ) : (
          <Spin />
        )}
      </div>
    );
  }

  const refresh = () => void info.refetch();
  const renewable = order.paid && payAllowed && !isClosedForRenewal(order.status);
  const yesNo = (value: boolean) => t(value ? 'orders.detail.yes' : 'orders.detail.no');
  const pay = () => void payment.pay(order.id);
  const step = nextStepOf(order, payAllowed);
  // How the money can come back (cancel first, refund now, or no longer): the rule the pay confirmation states.
  const moneyBack = moneyBackOf(order);
  // Waiting submit, paid or in its trial: send it to the CA here (it was reachable only through bulk submit).
  const submit = () =>
    commit.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('orders.detail.submitted'));
        refresh();
      },
      onError: (error) => toast.error(isApiError(error) ? error.msg : t('orders.detail.loadFailed')),
    });
  const askCancel = () =>
    Modal.confirm({
      title: t('orders.detail.cancelConfirm'),
      // What happens to the money: kept until a refund is asked for (paid), nothing (trial or unpaid).
      content: (
        <span data-testid="order-cancel-money">
          {order.paid
            ? t('orders.detail.cancelPaidMoney', {
                amount: formatUsd(order.payment?.orders === 1 ? order.payment.paidAmount : order.totalAmount),
              })
            : order.freeTrial
              ? t('orders.detail.cancelTrialMoney')
              : t('orders.detail.cancelUnpaidMoney')}
        </span>
      ),
      okButtonProps: testId<ButtonProps>('order-cancel-ok'),
      onOk: () =>
        cancel.mutateAsync(order.id).then(() => {
          toast.success(t('orders.detail.cancelled'));
          refresh();
        }),
    });
  const askRenew = () =>
    Modal.confirm({
      title: t('orders.detail.renewConfirm'),
      onOk: () =>
        renew.mutateAsync(order.id).then((answer) => {
          void navigate(`${PATHS.buyDetails}?orderID=${answer.id}`, { state: { orderID: answer.id } });
        }),
    });

  const details = [
    {
      key: 'status',
      label: t('orders.detail.status'),
      children: <StatusTag status={order.status} testId="order-status" />,
    },
    { key: 'caOrderID', label: t('orders.detail.caOrderID'), children: order.caOrderID || '--' },
    // The CA ships the certificate on its hardware token (code signing through a reseller CA): said, with no key.
    ...(order.delivery
      ? [
          {
            key: 'delivery',
            label: t('orders.detail.delivery'),
            children: <span data-testid="order-delivery">{order.delivery.message}</span>,
          },
        ]
      : []),
    {
      key: 'product',
      label: t('orders.detail.product'),
      children: <span className="name-text">{order.productName}</span>,
    },
    {
      key: 'brand',
      label: t('orders.detail.brand'),
      children: <span className="name-text">{order.productBrand || '--'}</span>,
    },
    { key: 'audit', label: t('orders.detail.auditType'), children: order.productAuditType },
    {
      key: 'cn',
      label: t('orders.detail.commonName'),
      children: (
        <span className="wrap-anywhere" data-testid="order-common-name">
          {order.commonName || '--'}
        </span>
      ),
    },
    {
      key: 'validity',
      label: t('orders.detail.validity'),
      children: t('orders.list.months', { count: order.validityPeriod }),
    },
    { key: 'created', label: t('orders.detail.createdAt'), children: formatDateTime(order.createdAt) },
    {
      key: 'subEnd',
      label: t('orders.detail.subscriptionEnd'),
      children: formatDateTime(order.subscriptionEndTime),
    },
    { key: 'certStart', label: t('orders.detail.certStart'), children: formatDateTime(order.certStartTime) },
    { key: 'certEnd', label: t('orders.detail.certEnd'), children: formatDateTime(order.certEndTime) },
    ...(showPaidRow(order.status)
      ? [
          {
            key: 'paid',
            label: t('orders.detail.paid'),
            children: <span data-testid="order-paid">{yesNo(order.paid)}</span>,
          },
        ]
      : []),
    { key: 'trial', label: t('orders.detail.freeTrial'), children: yesNo(order.freeTrial) },
    ...(renewable
      ? [
          {
            key: 'renewal',
            label: t('orders.renewal.mode'),
            children: (
              <span data-testid="order-renew-mode">
                {t(`orders.renewal.modes.${order.renewMode}`, { email: order.renewEmail })}
              </span>
            ),
          },
        ]
      : []),
    { key: 'total', label: t('orders.detail.total'), children: formatUsd(order.totalAmount) },
    // What paying charged: the list amount, the discount and its coupon, the amount taken (the payment's own).
    ...(order.payment
      ? [
          {
            key: 'charged',
            label: t('orders.detail.charged'),
            children: <span data-testid="order-charged">{chargedLine(t, order.payment)}</span>,
          },
        ]
      : []),
    {
      key: 'method',
      label: t('orders.detail.authMethod'),
      children: t(`orders.validation.methods.${order.authMethod}`),
    },
    ...(order.approveEmail
      ? [
          {
            key: 'approver',
            label: t('orders.detail.approverEmail'),
            children: <span className="wrap-anywhere">{order.approveEmail}</span>,
          },
        ]
      : []),
    ...(order.lastProblem
      ? [
          {
            key: 'problem',
            label: t('orders.detail.lastProblem'),
            children: <span className="wrap-anywhere">{order.lastProblem}</span>,
          },
        ]
      : []),
  ];

  return (
    <div className="page" data-testid="order-detail-page">
      {header}
      <Space wrap style={{ marginBottom: 16 }}>
        {step === 'pay' && (
          <Button
            type="primary"
            loading={payment.checking !== undefined}
            onClick={pay}
            data-testid="order-pay"
          >
            {t('orders.detail.pay')}
          </Button>
        )}
        {step === 'submit' && (
          <Button type="primary" loading={commit.isPending} onClick={submit} data-testid="order-submit">
            {t('orders.detail.submit')}
          </Button>
        )}
        {certActions && (
          <>
            <Button onClick={() => setCertOpen(true)} data-testid="order-cert-open">
              {t('orders.detail.certificate')}
            </Button>
            <Button onClick={() => void navigate(PATHS.reissue(order.id))} data-testid="order-reissue">
              {t('orders.detail.reissue')}
            </Button>
          </>
        )}
        {(order.renewStatus === 'enable' || certActions) && (
          <Button loading={renew.isPending} onClick={askRenew} data-testid="order-renew">
            {t('orders.detail.renew')}
          </Button>
        )}
        {orderAllows('cancel', order.status) && (
          <Button danger loading={cancel.isPending} onClick={askCancel} data-testid="order-cancel">
            {t('orders.detail.cancel')}
          </Button>
        )}
        {may('refunds.apply') && canRefund(order) && (
          <Button onClick={() => setRefunding(true)} data-testid="order-refund">
            {t('orders.detail.refund')}
          </Button>
        )}
        <RenewalButtons
          order={order}
          payAllowed={payAllowed}
          renewable={renewable}
          onChanged={refresh}
          onAutoRenew={() => setAutoRenewing(true)}
        />
      </Space>
      {moneyBack && (
        <Alert
          type={moneyBack === 'final' || moneyBack === 'windowClosed' ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`orders.detail.moneyBack.${moneyBack}`, {
            days: REFUND_GUARANTEE_DAYS,
            date: order.paidAt ? formatDateTime(refundDeadline(order.paidAt).toISOString(), false) : '--',
          })}
          data-testid="order-money-back"
          data-kind={moneyBack}
        />
      )}
      <InstructionPanel order={order} allAutomatic={allAutomatic} />
      <NoteCard key={order.note} orderID={order.id} note={order.note} />
      <Card
        size="small"
        title={t('orders.detail.detailsTitle')}
        style={{ marginBottom: 16 }}
        data-testid="order-details-card"
      >
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={details} />
      </Card>
      {order.paid && (
        <ExpiryNoticesCard
          orderID={order.id}
          // The renewal e-mail, else the account's (the first address the server offers).
          renewEmail={order.renewEmail || (order.renewEmailOptions[0] ?? '')}
          editable={renewable}
        />
      )}
      <ValidationBlock order={order} onChanged={refresh} onAllAutomatic={setAllAutomatic} />
      {certActions && order.paid && may('apiKeys.manage') && (
        <AcmeCard orderID={order.id} domains={order.dnsNames} email={order.renewEmail} />
      )}
      {certActions && <ServedCertificatesCard orderID={order.id} />}
      {certActions && <OrderReissuesCard reissues={reissues.data?.list ?? []} />}
      {deliveryAllowed && <DeliveryTokensCard orderID={order.id} status={order.status} />}
      <OrderContactCard contact={contact} />
      <RefundModal
        orderID={order.id}
        open={refunding}
        defaults={{ email: contact.email, phone: contact.telephone }}
        onClose={(done) => {
          setRefunding(false);
          if (done) refresh();
        }}
      />
      <AutoRenewModal
        orderID={order.id}
        open={autoRenewing}
        onClose={(done) => {
          setAutoRenewing(false);
          if (done) refresh();
        }}
      />
      {certActions && <CertDrawer orderID={order.id} open={certOpen} onClose={() => setCertOpen(false)} />}
    </div>
  );
}

export default OrderDetailPage;
