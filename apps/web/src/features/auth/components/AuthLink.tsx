import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link between the modes of the authentication screen. */
export function AuthLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link className="auth__link" to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
