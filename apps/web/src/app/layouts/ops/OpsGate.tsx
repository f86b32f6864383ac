import { ErrorCode } from '@portal/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { NotFound } from '../../../components/NotFound';
import { ShellSkeleton } from '../../../components/Skeleton';
import { may } from '../../../lib/access';
import { isApiError } from '../../../lib/api';
import { redirectToLogin } from '../../../lib/navigation';
import { useProfile } from '../../../lib/queries/profile';
import { mayHaveSession } from '../../../lib/sessionCookie';

/**
 * The door of /ops, outside the console's bundle: a visitor goes to the login page (with /ops as the
 * callback), a signed-in caller without the capability `ops` (every customer) gets the ordinary 404, and only
 * an operator gets `console` rendered: the lazy console (router.tsx), whose chunks are requested only then. The
 * server refuses every /api/ops call to the others anyway.
 */
export function OpsGate({ console }: { console: ReactNode }) {
  const [hasSession] = useState(() => mayHaveSession(document.cookie));
  const profile = useProfile({ enabled: hasSession });
  const notLoggedIn =
    !hasSession || (isApiError(profile.error) && profile.error.code === ErrorCode.notLoggedIn);
  useEffect(() => {
    if (notLoggedIn) redirectToLogin();
  }, [notLoggedIn]);

  if (notLoggedIn || profile.isPending) return <ShellSkeleton />;
  if (profile.isError || !may('ops', profile.data.capabilities)) return <NotFound />;
  return console;
}

export default OpsGate;
