import type { OrderPaymentDetail } from '@portal/contract';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { Money } from './Money';

type ReissueOrder = OrderPaymentDetail['reissueOrders'][number];

/** "Add san Price": reissues that add names to the certificate. */
export function ReissueTable({ rows, currency }: { rows: ReissueOrder[]; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  const columns: ColumnsType<ReissueOrder> = [
    { title: t('purchase.buy.reissue.id'), dataIndex: 'id', width: 140 },
    {
      title: t('purchase.buy.reissue.dnsNames'),
      dataIndex: 'dnsNames',
      width: 280,
      render: (names: string[]) => <span className="purchase-break">{names.join(', ')}</span>,
    },
    { title: t('purchase.buy.reissue.count'), dataIndex: 'countDNSNames', width: 90 },
    {
      title: t('purchase.buy.reissue.total'),
      dataIndex: 'totalAmount',
      width: 180,
      render: (amount: number) => <Money usd={amount} currency={currency} />,
    },
  ];
  return (
    <section className="purchase-section" data-testid="buy-reissue-table">
      <h2 className="purchase-section__title">{t('purchase.buy.reissue.title')}</h2>
      <Table<ReissueOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 690 }}
      />
    </section>
  );
}
