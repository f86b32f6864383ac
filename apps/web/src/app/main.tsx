import { DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import { loadCatalogPart } from '@portal/i18n/web';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getCurrentI18n } from '../features/preferences/api/getCurrentI18n';
import { initI18n } from '../lib/i18n';
import { pageSkin, withSkinTexts } from '../lib/skin';
import { USD_DISPLAY } from '../lib/format';
import type { Preferences } from '../lib/preferences';
import { Providers } from './providers';
import { AppRoutes, preloadScreen } from './router';
import { setCurrentPreferences } from './session';
import './global.css';

/**
 * Start: the session's language decides the catalog loaded before the first render (its `start` part; the
 * member screens load the rest with the member shell, see antdRoute.tsx).
 */
async function boot(): Promise<void> {
  preloadScreen(window.location.pathname, window.location.search);
  const current = await getCurrentI18n().catch(() => undefined);
  const lang = normalizeLanguage(current?.lang?.key) ?? DEFAULT_LANGUAGE;
  const preferences: Preferences = {
    lang,
    currency: current?.currency ?? USD_DISPLAY,
  };
  setCurrentPreferences(preferences);
  // The host's white-label skin names the app (page titles, logo, copyright).
  await initI18n(lang, withSkinTexts(await loadCatalogPart(lang, 'start'), pageSkin()));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  // A transition lets React yield while it renders the first screen (shorter main-thread tasks).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers preferences={preferences}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

void boot();
