import { call, ROUTES } from '../../../lib/api';

/** PUT sub-accounts/{uid}/passwd: mails the invitation again (the earlier link stops working). */
export function resendInvitation(uid: string) {
  return call(ROUTES.subAccountResend, { params: { uid } });
}
