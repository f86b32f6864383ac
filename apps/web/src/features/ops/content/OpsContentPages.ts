// The console's letters, advertisements, settings, skins and pricing-request pages behind one dynamic import of
// the router (the app's entry carries one loader for them; see ../pages/OpsPages.ts).
export { OpsLettersPage } from './OpsLettersPage';
export { OpsAdsPage } from './OpsAdsPage';
export { OpsSettingsPage } from './OpsSettingsPage';
export { OpsSkinsPage } from './OpsSkinsPage';
export { OpsRequestsPage } from './OpsRequestsPage';
