import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';

/**
 * Where a lazy screen renders: its loading placeholder and error boundary. `fallback`: what shows while it loads
 * (the quiet placeholder by default; the member area and the console show their frame, components/Skeleton.tsx).
 */
export function Screen({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={fallback ?? <PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
