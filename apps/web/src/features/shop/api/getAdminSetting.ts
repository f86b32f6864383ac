// The product list reads admin-setting through the shared query (lib/queries), so the storefront offer's read of
// the sales address shares its cache.
export { getAdminSetting, useAdminSetting } from '../../../lib/queries/adminSetting';
