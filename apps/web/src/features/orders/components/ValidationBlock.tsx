import { orderAllows } from '@portal/contract';
import { validationProblemsOf } from '../../../lib/validationProblems';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DcvRecheckNotice } from '../../../components/DcvRecheckNotice';
import { DcvValuesTable } from '../../../components/DcvValuesTable';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAuthorizeOrder } from '../api/authorizeOrder';
import { useAuthInfo } from '../../../lib/queries/authInfo';
import { useDcvStatus } from '../api/getDcvStatus';
import type { OrderDetail } from '../../../lib/queries/orderInfo';
import { useRemoveDomain } from '../api/removeDomain';
import { ReplaceMethodModal, ResendEmailModal } from './DcvModals';

/** Which names validate by themselves (DCV delegation, DNS connector): its own chunk, asked after the values. */
const AutoValidationNotice = lazy(() => import('../../../components/auto-validation/AutoValidationNotice'));

/**
 * Status 0 or 1: the values to publish (DcvValuesTable), Submit validation (order/authz), replace method,
 * resend the verification email (email method), remove a failing name, and the per-domain status list.
 */
export function ValidationBlock({
  order,
  onChanged,
  onAllAutomatic,
}: {
  order: OrderDetail;
  onChanged: () => void;
  /** Told whether every name validates by itself (the page's "What happens next" then says so). */
  onAllAutomatic?: (all: boolean) => void;
}) {
  const { t } = useTranslation();
  const active = orderAllows('authInfo', order.status);
  const info = useAuthInfo(order.id, active);
  const dcv = useDcvStatus(order.id, active && order.countDNSNames > 1);
  const authorize = useAuthorizeOrder();
  const remove = useRemoveDomain();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [replacing, setReplacing] = useState(false);
  const [resending, setResending] = useState(false);
  if (!active) return null;

  /**
   * Reads the order again, and its values only while it still has validation to show: a check that passed moves
   * it on (issued, complete, under review), where order/authInfo would answer 409.
   */
  const refresh = (status: number = order.status) => {
    if (orderAllows('authInfo', status)) {
      void info.refetch();
      if (order.countDNSNames > 1) void dcv.refetch();
    }
    onChanged();
  };
  const submit = () =>
    authorize.mutate(order.id, {
      onSuccess: (answer) => {
        setProblems({});
        toast.success(t('orders.validation.authenticated'));
        refresh(answer.status);
      },
      onError: (error) => {
        const found = validationProblemsOf(error);
        if (found) setProblems(found.problems);
        toast.warning(isApiError(error) ? error.msg : t('unknownError'));
        refresh();
      },
    });
  const failing = Object.keys(problems).filter(
    (d) => order.dnsNames.length > 1 && order.dnsNames.includes(d),
  );
  const askRemove = (domain: string) =>
    Modal.confirm({
      title: t('orders.validation.removeConfirm', { domain }),
      onOk: () =>
        remove.mutateAsync({ orderID: order.id, domain }).then(() => {
          toast.success(t('orders.validation.removed'));
          setProblems((prev) => Object.fromEntries(Object.entries(prev).filter(([d]) => d !== domain)));
          refresh();
        }),
    });

  return (
    <Card
      size="small"
      title={t('orders.validation.title')}
      style={{ marginBottom: 16 }}
      data-testid="detail-validation"
    >
      {info.isPending ? (
        <Alert type="info" showIcon title={t('orders.validation.loading')} />
      ) : info.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('orders.validation.failed')}
          action={
            <Button size="small" onClick={() => void info.refetch()}>
              {t('orders.detail.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Suspense fallback={null}>
            <AutoValidationNotice
              items={info.data}
              testId="detail-validation-automatic"
              onAllAutomatic={onAllAutomatic}
            />
          </Suspense>
          <DcvValuesTable items={info.data} problems={problems} prefix="detail-validation" />
        </>
      )}
      {Object.keys(problems).length > 0 && (
        <DcvRecheckNotice
          methods={new Set((info.data ?? []).map((item) => item.authMethod))}
          problems={problems}
          testId="detail-validation-recheck"
        />
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <Button
          type="primary"
          loading={authorize.isPending}
          onClick={submit}
          data-testid="detail-validation-submit"
        >
          {t('orders.validation.submit')}
        </Button>
        <Button onClick={() => setReplacing(true)} data-testid="detail-replace-method">
          {t('orders.validation.replace')}
        </Button>
        {order.authMethod === 'email' && (
          <Button onClick={() => setResending(true)} data-testid="detail-resend-email">
            {t('orders.validation.resend')}
          </Button>
        )}
        {failing.map((domain) => (
          <Button
            key={domain}
            danger
            onClick={() => askRemove(domain)}
            data-testid={`detail-remove-${domain}`}
          >
            {t('orders.validation.remove')} {domain}
          </Button>
        ))}
      </Space>
      {dcv.data && dcv.data.dcv_list.length > 0 && (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          rowKey="domain_name"
          pagination={false}
          title={() => t('orders.validation.multiTitle')}
          dataSource={dcv.data.dcv_list}
          data-testid="detail-multi-domain"
          columns={[
            {
              title: t('orders.validation.domain'),
              dataIndex: 'domain_name',
              // 20 names of 80 characters: each wraps in its cell instead of widening the table past the card.
              render: (name: string) => <span className="wrap-anywhere">{name}</span>,
            },
            {
              title: t('orders.validation.method'),
              dataIndex: 'dcv_method',
              width: 90,
              render: (m: string) => t(`orders.validation.methods.${m}`, { defaultValue: m }),
            },
            {
              title: t('orders.validation.state'),
              dataIndex: 'dcv_status',
              width: 110,
              render: (s: string) => <Tag>{s}</Tag>,
            },
          ]}
        />
      )}
      <ReplaceMethodModal
        orderID={order.id}
        domains={order.dnsNames.length > 0 ? order.dnsNames : [order.commonName]}
        domainType={order.productDomainType}
        open={replacing}
        onClose={(changed) => {
          setReplacing(false);
          if (changed) refresh();
        }}
      />
      <ResendEmailModal
        orderID={order.id}
        domain={order.commonName}
        approveEmail={order.approveEmail}
        open={resending}
        onClose={() => setResending(false)}
      />
    </Card>
  );
}
