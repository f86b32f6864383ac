import type { OrderPaymentDetail } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/format';
import { useIsMobile } from '../../../../lib/useIsMobile';
import { Money } from './Money';

function ExtraNames({ detail, currency }: { detail: OrderPaymentDetail; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  if (detail.extraNames <= 0) return null;
  return (
    <div className="purchase-muted">
      {t('purchase.buy.order.extraNames', {
        count: detail.extraNames,
        amount: formatMoney(detail.extraNamesAmount, currency),
      })}
    </div>
  );
}

/** The same line as a list, for narrow screens. */
function OrderList({ detail, currency }: { detail: OrderPaymentDetail; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="buy-order-table"
      items={[
        { key: 'no', label: t('purchase.buy.order.no'), children: detail.number },
        {
          key: 'name',
          label: t('purchase.buy.order.name'),
          children: (
            <>
              <div className="name-text">{detail.name}</div>
              {detail.commonName && <div className="purchase-muted wrap-anywhere">{detail.commonName}</div>}
            </>
          ),
        },
        {
          key: 'price',
          label: t('purchase.buy.order.price'),
          children: <Money usd={detail.price} currency={currency} />,
        },
        { key: 'quantity', label: t('purchase.buy.order.quantity'), children: detail.quantity },
        {
          key: 'total',
          label: t('purchase.buy.order.total'),
          children: (
            <>
              <Money usd={detail.total} currency={currency} />
              <ExtraNames detail={detail} currency={currency} />
            </>
          ),
        },
      ]}
    />
  );
}

/** The order line: no, name, price, quantity, total (extra names as a second line). */
export function OrderTable({ detail, currency }: { detail: OrderPaymentDetail; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (mobile) return <OrderList detail={detail} currency={currency} />;
  const columns: ColumnsType<OrderPaymentDetail> = [
    { title: t('purchase.buy.order.no'), dataIndex: 'number', width: 110 },
    {
      title: t('purchase.buy.order.name'),
      key: 'name',
      width: 240,
      render: (_, row) => (
        <>
          <div className="name-text">{row.name}</div>
          {row.commonName && <div className="purchase-muted wrap-anywhere">{row.commonName}</div>}
        </>
      ),
    },
    {
      title: t('purchase.buy.order.price'),
      dataIndex: 'price',
      width: 150,
      render: (price: number) => <Money usd={price} currency={currency} />,
    },
    { title: t('purchase.buy.order.quantity'), dataIndex: 'quantity', width: 90 },
    {
      title: t('purchase.buy.order.total'),
      key: 'total',
      width: 200,
      render: (_, row) => (
        <>
          <Money usd={row.total} currency={currency} />
          <ExtraNames detail={row} currency={currency} />
        </>
      ),
    },
  ];
  return (
    <Table<OrderPaymentDetail>
      rowKey="number"
      size="middle"
      columns={columns}
      dataSource={[detail]}
      pagination={false}
      scroll={{ x: 760 }}
      data-testid="buy-order-table"
    />
  );
}
