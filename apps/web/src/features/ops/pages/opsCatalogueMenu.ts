import type { OutlineIconName } from '../../../components/icons/outline';
import { OPS_PATHS } from '../paths';

/** The console menu's catalogue entries (labels: opsCatalogue.console.menu.<name>). */
export const OPS_CATALOGUE_MENU: readonly { key: string; name: string; icon: OutlineIconName }[] = [
  { key: OPS_PATHS.products, name: 'products', icon: 'appstore' },
  { key: OPS_PATHS.tabs, name: 'tabs', icon: 'tags' },
  { key: OPS_PATHS.rates, name: 'rates', icon: 'swap' },
  { key: OPS_PATHS.coupons, name: 'coupons', icon: 'gift' },
];
