import type { OfflineFundsAnswer, OfflinePendingItem, OfflineTopupAnswer } from '@portal/contract';
import BankOutlined from '@ant-design/icons/BankOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { cancelOfflineTopup, createOfflineTopup, OFFLINE_FUNDS_KEY } from '../api/offlineFunds';

/**
 * Bank transfer (offered while the operator has set instructions: `portal settings:offline`): the amount of the
 * page's form becomes an unpaid top-up with its reference (TOPUP-<id>); the page shows the reference, the amount
 * and the instructions to copy. The operator books the arrived money with `portal payment:offline`.
 */
export function OfflineTransfer({
  validate,
  amount,
  onFailed,
}: {
  validate: () => Promise<boolean>;
  amount: () => string;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<OfflineTopupAnswer>();
  const create = useMutation({
    mutationFn: createOfflineTopup,
    onSuccess: (answer) => {
      setCreated(answer);
      void queryClient.invalidateQueries({ queryKey: OFFLINE_FUNDS_KEY });
    },
    onError: onFailed,
  });

  const start = async () => {
    if (await validate()) create.mutate(amount());
  };

  return (
    <section className="funds-wallet funds-offline" data-testid="funds-offline">
      <h2 className="funds-wallet__title">{t('wallet.addFunds.offline.title')}</h2>
      <p className="funds-note">{t('wallet.addFunds.offline.intro')}</p>
      <Button
        icon={<BankOutlined />}
        loading={create.isPending}
        onClick={() => void start()}
        data-testid="funds-offline-create"
      >
        {t('wallet.addFunds.offline.create')}
      </Button>
      {created && <TransferDetails transfer={created} />}
    </section>
  );
}

/** What the customer needs to make the transfer: reference, amount and where to send it, each copyable. */
function TransferDetails({ transfer }: { transfer: OfflineTopupAnswer }) {
  const { t } = useTranslation();
  const copyable = (text: string) => ({
    text,
    tooltips: [t('wallet.addFunds.offline.copy'), t('wallet.addFunds.offline.copied')],
  });
  return (
    <div className="funds-offline__details" data-testid="funds-offline-details">
      <Alert
        type="success"
        showIcon
        title={t('wallet.addFunds.offline.created', {
          amount: transfer.charge,
          reference: transfer.reference,
        })}
      />
      <dl className="funds-offline__facts">
        <dt>{t('wallet.addFunds.offline.reference')}</dt>
        <dd>
          <Typography.Text
            strong
            copyable={copyable(transfer.reference)}
            data-testid="funds-offline-reference"
          >
            {transfer.reference}
          </Typography.Text>
        </dd>
        <dt>{t('wallet.addFunds.offline.amount')}</dt>
        <dd>
          <Typography.Text copyable={copyable(transfer.charge)} data-testid="funds-offline-amount">
            {transfer.charge} USD
          </Typography.Text>
        </dd>
        <dt>{t('wallet.addFunds.offline.instructions')}</dt>
        <dd>
          <Typography.Paragraph
            className="funds-offline__instructions"
            copyable={copyable(transfer.instructions)}
            data-testid="funds-offline-instructions"
          >
            {transfer.instructions}
          </Typography.Paragraph>
        </dd>
      </dl>
    </div>
  );
}

/** The account's transfers the operator has not booked yet; each may be cancelled. */
export function OfflinePending({ pending }: { pending: OfflineFundsAnswer['pending'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (item: OfflinePendingItem) => cancelOfflineTopup(item.paymentID),
    onSuccess: (_answer, item) => {
      toast.success(t('wallet.addFunds.offline.cancelled', { reference: item.reference }));
      void queryClient.invalidateQueries({ queryKey: OFFLINE_FUNDS_KEY });
    },
  });
  if (pending.length === 0) return null;
  return (
    <section className="funds-wallet" data-testid="funds-offline-pending">
      <h2 className="funds-wallet__title">{t('wallet.addFunds.offline.pending')}</h2>
      <ul className="funds-offline__pending">
        {pending.map((item) => (
          <li key={item.paymentID} data-testid={`funds-offline-pending-${item.paymentID}`}>
            <Typography.Text strong copyable={{ text: item.reference }}>
              {item.reference}
            </Typography.Text>
            <span>{item.charge} USD</span>
            <span className="funds-note">{formatDateTime(item.createdAt)}</span>
            <Popconfirm
              title={t('wallet.addFunds.offline.cancelConfirm', { reference: item.reference })}
              onConfirm={() => cancel.mutate(item)}
            >
              <Button
                size="small"
                type="link"
                danger
                loading={cancel.isPending && cancel.variables?.paymentID === item.paymentID}
                data-testid={`funds-offline-cancel-${item.paymentID}`}
              >
                {t('wallet.addFunds.offline.cancel')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    </section>
  );
}
