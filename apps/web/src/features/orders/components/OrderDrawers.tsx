import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { DcvValuesTable } from '../../../components/DcvValuesTable';
import { isApiError } from '../../../lib/api';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useAuthInfo } from '../../../lib/queries/authInfo';
import { useOrderInfo } from '../../../lib/queries/orderInfo';
import { StatusTag } from '../../../components/StatusTag';

const DRAWER_WIDTH = 640;

/** My Orders side drawer "order details": the main facts of order/info without leaving the list. */
export function OrderInfoDrawer({ orderID, onClose }: { orderID: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useOrderInfo(orderID);
  const order = info.data?.orderDetail;
  return (
    <Drawer
      open={orderID !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t('orders.detail.title', { id: orderID ?? '' })}
      data-testid="order-info-drawer"
    >
      {info.isError && (
        <Alert type="error" title={isApiError(info.error) ? info.error.msg : t('unknownError')} />
      )}
      {!order && !info.isError && <Spin />}
      {order && (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'status',
              label: t('orders.detail.status'),
              children: <StatusTag status={order.status} />,
            },
            { key: 'product', label: t('orders.detail.product'), children: order.productName },
            { key: 'cn', label: t('orders.detail.commonName'), children: order.commonName || '--' },
            { key: 'names', label: t('orders.drawers.names'), children: order.dnsNames.join(', ') || '--' },
            {
              key: 'validity',
              label: t('orders.detail.validity'),
              children: t('orders.list.months', { count: order.validityPeriod }),
            },
            {
              key: 'created',
              label: t('orders.detail.createdAt'),
              children: formatDateTime(order.createdAt),
            },
            {
              key: 'certEnd',
              label: t('orders.detail.certEnd'),
              children: formatDateTime(order.certEndTime),
            },
            { key: 'total', label: t('orders.detail.total'), children: formatUsd(order.totalAmount) },
            {
              key: 'method',
              label: t('orders.detail.authMethod'),
              children: t(`orders.validation.methods.${order.authMethod}`),
            },
            { key: 'note', label: t('orders.drawers.note'), children: order.note || '--' },
          ]}
        />
      )}
    </Drawer>
  );
}

/** My Orders side drawer "authorisation info" (status 0 or 1): the values to publish per name. */
export function AuthInfoDrawer({ orderID, onClose }: { orderID: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useAuthInfo(orderID ?? 0, orderID !== undefined);
  return (
    <Drawer
      open={orderID !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t('orders.drawers.authInfo')}
      data-testid="order-authinfo-drawer"
    >
      {info.isError && (
        <Alert type="error" title={isApiError(info.error) ? info.error.msg : t('unknownError')} />
      )}
      {info.isLoading && <Spin />}
      {info.data && <DcvValuesTable items={info.data} problems={{}} prefix="list-authinfo" />}
    </Drawer>
  );
}
