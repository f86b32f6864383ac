import type { ReactNode } from 'react';
import { PreferencesContext, type Preferences } from '../lib/preferences';

/**
 * Providers of every screen. antd's ConfigProvider is NOT here: the first (login) page stays light and
 * does not load antd; the member shell brings it with AntdProvider. Nor is TanStack Query's provider: the
 * screens that use it are wrapped when they load (withQueries, lib/queryClient).
 */
export function Providers({ preferences, children }: { preferences: Preferences; children: ReactNode }) {
  return <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>;
}
