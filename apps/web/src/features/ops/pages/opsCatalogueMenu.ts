import type { IconShape } from '../../../components/icons/Icon';
import { appstoreOutlined } from '../../../components/icons/outline/appstoreOutlined';
import { giftOutlined } from '../../../components/icons/outline/giftOutlined';
import { swapOutlined } from '../../../components/icons/outline/swapOutlined';
import { tagsOutlined } from '../../../components/icons/outline/tagsOutlined';
import { OPS_PATHS } from '../paths';

/** The console menu's catalogue entries (labels: opsCatalogue.console.menu.<name>). */
export const OPS_CATALOGUE_MENU: readonly { key: string; name: string; icon: IconShape }[] = [
  { key: OPS_PATHS.products, name: 'products', icon: appstoreOutlined },
  { key: OPS_PATHS.tabs, name: 'tabs', icon: tagsOutlined },
  { key: OPS_PATHS.rates, name: 'rates', icon: swapOutlined },
  { key: OPS_PATHS.coupons, name: 'coupons', icon: giftOutlined },
];
