import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, currencySymbol, normalizeLanguage } from '@portal/contract';
import { loadCatalog } from '@portal/i18n/web';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getCurrentI18n } from '../features/preferences/api/getCurrentI18n';
import { initI18n } from '../lib/i18n';
import type { Preferences } from '../lib/preferences';
import { Providers } from './providers';
import { router } from './router';
import { setCurrentPreferences } from './session';
import './global.css';

/** Start: the session's language decides the one catalog loaded before the first render. */
async function boot(): Promise<void> {
  const current = await getCurrentI18n().catch(() => undefined);
  const lang = normalizeLanguage(current?.lang?.key) ?? DEFAULT_LANGUAGE;
  const preferences: Preferences = {
    lang,
    currency: current?.currency ?? { code: DEFAULT_CURRENCY, symbol: currencySymbol(DEFAULT_CURRENCY) },
  };
  setCurrentPreferences(preferences);
  await initI18n(lang, await loadCatalog(lang));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <Providers preferences={preferences}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void boot();
