// The console's letters, advertisements, settings, skins and pricing-request pages behind the console pages' import and
// one route of the router (/ops/:contentPage): the login page's entry carries a single loader and route for them.
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { OpsAdsPage } from './OpsAdsPage';
import { OpsLettersPage } from './OpsLettersPage';
import { OpsRequestsPage } from './OpsRequestsPage';
import { OpsSettingsPage } from './OpsSettingsPage';
import { OpsSkinsPage } from './OpsSkinsPage';

const PAGES = {
  letters: OpsLettersPage,
  ads: OpsAdsPage,
  settings: OpsSettingsPage,
  skins: OpsSkinsPage,
  requests: OpsRequestsPage,
} as const;

/** /ops/letters, /ops/ads, /ops/settings, /ops/skins, /ops/requests; any other /ops/… is the 404 page. */
export function OpsContentPage() {
  const { contentPage = '' } = useParams();
  const Page = Object.hasOwn(PAGES, contentPage) ? PAGES[contentPage as keyof typeof PAGES] : undefined;
  return Page ? <Page /> : <NotFound />;
}
