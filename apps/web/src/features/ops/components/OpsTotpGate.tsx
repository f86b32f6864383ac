import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { antdIsland } from '../../../app/antdRoute';
import { useOpsTotp } from '../api/opsTotp';
import { OPS_PATHS } from '../paths';

// The lock screen (an antd form) is loaded, with antd, only when it shows: an operator let through (no compulsory
// TOTP, or a confirmed session) gets the page at once and the console's first screen stays without antd (issue 31).
const OpsTotpLock = antdIsland(() => import('./OpsTotpLock').then((m) => m.OpsTotpLock));

/**
 * Compulsory TOTP (setting opsTotpRequired): the layout route around the console's pages (router.tsx). While
 * this session has not confirmed a code, the pages give way to a screen that leads to the enrolment (Security) or, for an enrolled operator, asks the password
 * and a code (POST ops/confirm; OpsTotpLock). The server refuses every other /api/ops call with 403 code 1032 anyway.
 */
export function OpsTotpGate() {
  const status = useOpsTotp();
  const location = useLocation();
  const data = status.data;
  if (!data || !data.required || data.verified || location.pathname.startsWith(OPS_PATHS.security))
    return <Outlet />;
  return (
    <Suspense fallback={null}>
      <OpsTotpLock enabled={data.enabled} />
    </Suspense>
  );
}
