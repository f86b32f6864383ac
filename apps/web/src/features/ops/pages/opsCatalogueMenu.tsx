import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import { OPS_PATHS } from '../paths';

/** The console menu's catalogue entries (labels: opsCatalogue.console.menu.<name>). */
export const OPS_CATALOGUE_MENU = [
  { key: OPS_PATHS.products, name: 'products', icon: <AppstoreOutlined /> },
  { key: OPS_PATHS.tabs, name: 'tabs', icon: <TagsOutlined /> },
  { key: OPS_PATHS.rates, name: 'rates', icon: <SwapOutlined /> },
  { key: OPS_PATHS.coupons, name: 'coupons', icon: <GiftOutlined /> },
] as const;
