import { getSession, updateSessionUser, useSession } from '@qrpanel/web';
import { useEffect } from 'react';
import { authApi } from './auth-api';

/**
 * Reads the signed-in user from the api when the signed-in frame starts (each page load) and
 * keeps the answer in the session: the user stored at sign-in may be old (a plan an
 * administrator approved since, a role changed), and the header's Upgrade Plan follows it.
 * A failure keeps the stored user (a 401 ends the session in the api client).
 */
export function useFreshUser(): void {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) return;
    authApi
      .me()
      .then((user) => {
        // Not when the session ended or changed hands while the api answered.
        if (getSession()?.token === token) updateSessionUser(user);
      })
      .catch(() => undefined);
  }, [token]);
}
