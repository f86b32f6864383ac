import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { AUTH_PATHS, navigateTo } from '../../../lib/navigation';
import { clearStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

/** GET logout. */
export function logout() {
  return call(ROUTES.logout);
}

/** On success: toast, local storage cleared, the login page about 1.5 s later (spec section 2.1). */
export function useLogout(successText: () => string) {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success(successText());
      clearStorage();
      // The login screen forgets the member screens' data when it mounts.
      window.setTimeout(() => void navigateTo(AUTH_PATHS.login, { replace: true }), 1500);
    },
  });
}
