import type { DashboardAnswer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../paths';

interface Tile {
  key: 'orders' | 'paid' | 'unpaid' | 'cancel' | 'coupons';
  value: number;
  to: string;
}

/**
 * The five counts (spec 001 section 2), each a link: the order tiles open My Orders with the tag whose count they
 * show (the server counts by the very same tags), promo codes open the promo-code page on its "all" tab.
 */
export function CountTiles({ data }: { data: DashboardAnswer }) {
  const { t } = useTranslation();
  const tiles: Tile[] = [
    { key: 'orders', value: data.ordersCount, to: PATHS.orders() },
    { key: 'paid', value: data.paidOrdersCount, to: PATHS.orders('paid') },
    { key: 'unpaid', value: data.notPaidOrdersCount, to: PATHS.orders('unpaid') },
    { key: 'cancel', value: data.cancelOrdersCount, to: PATHS.orders('cancel') },
    { key: 'coupons', value: data.couponsCount, to: PATHS.coupons },
  ];
  return (
    <div className="dashboard-tiles" data-testid="dashboard-tiles">
      {tiles.map((tile) => (
        <Link
          key={tile.key}
          to={tile.to}
          className={`dashboard-tile dashboard-tile--${tile.key}`}
          data-testid={`dashboard-tile-${tile.key}`}
        >
          <span className="dashboard-tile__label">{t(`dashboard.tiles.${tile.key}`)}</span>
          <span className="dashboard-tile__value" data-testid={`dashboard-count-${tile.key}`}>
            {tile.value.toLocaleString()}
          </span>
        </Link>
      ))}
    </div>
  );
}
