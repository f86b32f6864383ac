import type { OrderPaymentDetail } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { useIsMobile } from '../../../../lib/useIsMobile';
import { Money } from './Money';

type ReissueOrder = OrderPaymentDetail['reissueOrders'][number];

/** The same rows as lists, for narrow screens. */
function ReissueList({ rows, currency }: { rows: ReissueOrder[]; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {rows.map((row) => (
        <Descriptions
          key={row.id}
          size="small"
          bordered
          column={1}
          items={[
            { key: 'id', label: t('purchase.buy.reissue.id'), children: row.id },
            {
              key: 'names',
              label: t('purchase.buy.reissue.dnsNames'),
              children: <span style={{ overflowWrap: 'anywhere' }}>{row.dnsNames.join(', ')}</span>,
            },
            { key: 'count', label: t('purchase.buy.reissue.count'), children: row.countDNSNames },
            {
              key: 'total',
              label: t('purchase.buy.reissue.total'),
              children: <Money usd={row.totalAmount} currency={currency} />,
            },
          ]}
        />
      ))}
    </div>
  );
}

/** "Add san Price": reissues that add names to the certificate. */
export function ReissueTable({ rows, currency }: { rows: ReissueOrder[]; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const columns: ColumnsType<ReissueOrder> = [
    { title: t('purchase.buy.reissue.id'), dataIndex: 'id', width: 140 },
    {
      title: t('purchase.buy.reissue.dnsNames'),
      dataIndex: 'dnsNames',
      width: 280,
      render: (names: string[]) => <span style={{ overflowWrap: 'anywhere' }}>{names.join(', ')}</span>,
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
      {mobile ? (
        <ReissueList rows={rows} currency={currency} />
      ) : (
        <Table<ReissueOrder>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 690 }}
        />
      )}
    </section>
  );
}
