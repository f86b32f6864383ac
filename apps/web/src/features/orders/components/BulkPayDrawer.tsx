import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFundsLink, needsFunds } from '../../../components/funds/AddFundsLink';
import { isApiError } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePaymentInfo, type PaymentInfo } from '../api/getPaymentInfo';
import { usePayOrders } from '../api/payOrders';

type Item = PaymentInfo['list'][number];

/** Bulk payment (height 550, table scroll 250): orders/payment/info, then pay by balance. */
export function BulkPayDrawer({
  ids,
  payAllowed,
  onClose,
}: {
  ids: number[] | undefined;
  payAllowed: boolean;
  onClose: (paid: boolean) => void;
}) {
  const { t } = useTranslation();
  const info = usePaymentInfo(ids ?? [], ids !== undefined);
  const pay = usePayOrders();
  // "The balance is not enough" (its toast is shown by the API client) stays in the drawer with a link to Add funds.
  const [short, setShort] = useState<string>();
  const close = (paid: boolean) => {
    setShort(undefined);
    onClose(paid);
  };
  return (
    <Drawer
      open={ids !== undefined}
      placement="bottom"
      size={550}
      title={t('orders.batch.payTitle')}
      onClose={() => close(false)}
      data-testid="bulk-pay-drawer"
      extra={
        payAllowed && (
          <Button
            type="primary"
            loading={pay.isPending}
            disabled={!info.data}
            data-testid="bulk-pay-balance"
            onClick={() =>
              pay.mutate(ids ?? [], {
                onSuccess: () => {
                  toast.success(t('orders.batch.paySuccess'));
                  close(true);
                },
                onError: (error) =>
                  setShort(isApiError(error) && needsFunds(error.code) ? error.msg : undefined),
              })
            }
          >
            {t('orders.batch.payBalance')}
          </Button>
        )
      }
    >
      {short && (
        <Alert
          type="error"
          showIcon
          title={short}
          action={<AddFundsLink testId="bulk-pay-add-funds" />}
          style={{ marginBottom: 12 }}
          data-testid="bulk-pay-error"
        />
      )}
      {info.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('orders.batch.payInfoFailed')}
          description={isApiError(info.error) ? info.error.msg : undefined}
        />
      ) : (
        <Table<Item>
          rowKey="orderID"
          size="small"
          loading={info.isFetching}
          dataSource={info.data?.list ?? []}
          pagination={false}
          scroll={{ y: 250 }}
          columns={[
            { title: t('orders.list.orderID'), dataIndex: 'orderID', width: 100 },
            { title: t('orders.batch.describe'), dataIndex: 'describe' },
            {
              title: t('orders.batch.amount'),
              dataIndex: 'totalAmount',
              width: 120,
              render: (value: number) => formatUsd(value),
            },
          ]}
          summary={() =>
            info.data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t('orders.batch.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <strong data-testid="bulk-pay-total">{formatUsd(info.data.totalAmount)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </Drawer>
  );
}
