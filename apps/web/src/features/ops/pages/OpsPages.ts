// The console's pages of the second slice behind one dynamic import of the router: the app's entry (downloaded
// on the login page too) carries one loader for them instead of one per page.
export { OpsUsersPage } from './OpsUsersPage';
export { OpsUserPage } from './OpsUserPage';
export { OpsRefundsPage } from './OpsRefundsPage';
export { OpsPayoutsPage } from './OpsPayoutsPage';
export { OpsOfflinePaymentsPage } from './OpsOfflinePaymentsPage';
export { OpsOverviewPage } from './OpsOverviewPage';
export { OpsSecurityPage } from './OpsSecurityPage';
export { OpsTotpGate } from '../components/OpsTotpGate';
export { OpsCatalogue } from './OpsCatalogue';
export { OpsContentPage } from '../content/OpsContentPages';
