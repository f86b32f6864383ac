// Renders one page of the app as the router would show it, inside the app's own providers (preferences, i18next
// with the en-US catalog, antd's provider with its toasts, the app's query client), on a MemoryRouter at an
// address, with window.fetch answered by a FakeApi. Component tests only: the file needs a DOM (jsdom).
import { ROUTES, type Profile } from '@portal/contract';
import { loadCatalogPart } from '@portal/i18n/web';
import { cleanup, configure, render } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent, type UserEvent } from '@testing-library/user-event';
import Modal from 'antd/es/modal';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, expect } from 'vitest';
import { AntdProvider } from '../app/AntdProvider';
import { applyDayjsLocale, loadAntdLocale } from '../app/locales';
import { i18n, initI18n, loadMemberCatalog } from '../lib/i18n';
import { registerNavigator } from '../lib/navigation';
import { PreferencesContext } from '../lib/preferences';
import { getProfile } from '../lib/queries/profile';
import { queryClient, withQueryClient } from '../lib/queryClient';
import { QUERY_KEYS } from '../lib/queryKeys';
import { clearStorage } from '../lib/storage';
import { USD_DISPLAY } from '../lib/format';
import { installBrowserGaps } from './browserGaps';
import type { AnswerOf, FakeApi } from './fakeApi';

installBrowserGaps();
// findBy…/waitFor: antd's first render in jsdom is slow on a loaded machine; 1 s (the default) is too tight.
configure({ asyncUtilTimeout: 5000 });

let installed: FakeApi | undefined;

afterEach(() => {
  cleanup();
  // antd's static dialogs (Modal.confirm) and popups live outside the rendered tree.
  Modal.destroyAll();
  document.body.innerHTML = '';
  queryClient.clear();
  clearStorage();
  registerNavigator(undefined);
  const api = installed;
  installed = undefined;
  // As msw's onUnhandledRequest 'error': a call the test did not answer is a failure, not a silent 404.
  if (api) expect(api.problems).toEqual([]);
});

// React's scheduler may still hold a task (a setImmediate) when a file's last test ends; on a loaded machine it ran
// after jsdom's teardown had removed `window` ("ReferenceError: window is not defined", an unhandled error that
// fails the run though every test passed). A moment with the document still there lets it finish.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

let started: Promise<void> | undefined;

/** i18next with the whole en-US catalog, antd's and dayjs's English: once per test file. */
export function startTexts(): Promise<void> {
  started ??= (async () => {
    await initI18n('en', await loadCatalogPart('en', 'start'));
    await loadMemberCatalog('en');
    await applyDayjsLocale('en');
  })();
  return started;
}

/** A text of the catalog as the page shows it (en-US). */
export function text(key: string, vars?: Record<string, unknown>): string {
  if (!i18n.exists(key)) throw new Error(`no text for ${key}`);
  return i18n.t(key, vars);
}

/** Where the router is now: pathname + search (navigation the page made). */
let currentLocation = '';

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentLocation = `${location.pathname}${location.search}`;
  }, [location]);
  // As the app's NavigatorBridge: the API client's 1002 redirect and navigateTo go through the router.
  useEffect(() => {
    registerNavigator(async (to, options) => {
      await navigate(to, options);
    });
  }, [navigate]);
  return null;
}

export interface PageSetup {
  /** The address the page is opened at, e.g. "/admin/order-detail/7?x=1". */
  url: string;
  /** The route pattern the page is mounted on (for its params), e.g. "/admin/order-detail/:id"; the url's path by default. */
  route?: string;
  /** The router's location state (pages opened by a navigation with state). */
  state?: unknown;
  /** The answers of the page's calls. */
  api: FakeApi;
  /**
   * The signed-in caller: account/profile answers it and the page renders once it is loaded (capabilities
   * remembered), as inside the member shell. Without it the page renders at once (the light auth screens).
   */
  profile?: AnswerOf<typeof ROUTES.accountProfile>;
  /** `member` (antd, member texts, query client: the default) or `bare` (the light screens, no antd). */
  layout?: 'member' | 'bare';
}

export interface RenderedPage {
  user: UserEvent;
  /** The router's current pathname + search. */
  location: () => string;
  profile: Profile | undefined;
}

/** Renders the page; resolves once its texts, antd's locale and (when given) the caller's profile are loaded. */
export async function renderPage(page: ReactElement, setup: PageSetup): Promise<RenderedPage> {
  await startTexts();
  installed = setup.api;
  window.fetch = setup.api.fetch;
  // The readable CSRF cookie of a session: the client sends it as x-csrf-token, the shell takes it as a session.
  document.cookie = 'csrf_token=test-csrf';
  window.history.replaceState(null, '', setup.url);

  let profile: Profile | undefined;
  if (setup.profile) {
    setup.api.answer(ROUTES.accountProfile, setup.profile);
    profile = await queryClient.fetchQuery({ queryKey: QUERY_KEYS.profile, queryFn: () => getProfile() });
  }

  const path = setup.url.split('?')[0] ?? setup.url;
  const routed = (
    <MemoryRouter
      initialEntries={[{ pathname: path, search: setup.url.slice(path.length), state: setup.state }]}
    >
      <RouterProbe />
      <Routes>
        <Route path={setup.route ?? path} element={page} />
        <Route path="*" element={<p data-testid="test-elsewhere" />} />
      </Routes>
    </MemoryRouter>
  );
  let tree: ReactNode = routed;
  if ((setup.layout ?? 'member') === 'member') {
    const locale = await loadAntdLocale('en');
    const WithQueries = withQueryClient(() => <AntdProvider locale={locale}>{routed}</AntdProvider>);
    tree = <WithQueries />;
  }
  render(
    <PreferencesContext.Provider value={{ lang: 'en', currency: USD_DISPLAY }}>
      {tree}
    </PreferencesContext.Provider>,
  );
  // No delay between keys; no pointer-events check: antd's closing animations (pointer-events: none) never end in
  // jsdom, which has no layout or transitions.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { user, location: () => currentLocation, profile };
}
