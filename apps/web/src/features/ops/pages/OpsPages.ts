// The console's pages of the second slice behind one dynamic import of the router: the app's entry (downloaded
// on the login page too) carries one loader for them instead of one per page. The overview (the landing page) and
// the TOTP gate are not here: the first screen of /ops loads them alone (app/layouts/ops/OpsRoutes.tsx).
export { OpsUsersPage } from './OpsUsersPage';
export { OpsUserPage } from './OpsUserPage';
export { OpsRefundsPage } from './OpsRefundsPage';
export { OpsPayoutsPage } from './OpsPayoutsPage';
export { OpsOfflinePaymentsPage } from './OpsOfflinePaymentsPage';
export { OpsSecurityPage } from './OpsSecurityPage';
export { OpsCatalogue } from './OpsCatalogue';
export { OpsUpstreamsPage } from './OpsUpstreamsPage';
export { OpsContentPage } from '../content/OpsContentPages';
