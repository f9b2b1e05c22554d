import type { AuthResponse } from '@qrpanel/contracts';
import { clearSession, i18n, notifySuccess, setLanguage, setSession } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authApi } from './auth-api';

/** What the login page may be opened with: where to go back to, and an address to sign in with. */
export interface SignInState {
  from?: string;
  email?: string;
  /** The token of the invitation the sign-in or registration is for. */
  invitation?: string;
  /** Why a sign-in with a provider was refused (shown on the login screen). */
  ssoError?: string;
}

/**
 * Where the last sign-in in this page went: the sign-in screens' guard sends the session
 * there as soon as it shows (see SignedOutOnly), before the router's own move.
 */
let signedInTo: string | undefined;

/** Where the sign-in that just happened goes, if one did in this page. */
export function signInDestination(): string | undefined {
  return signedInTo;
}

/** Starting and ending a session; each drops what the previous user's screens had cached. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const dropUserData = () =>
    queryClient.removeQueries({
      predicate: (q) => !['settings', 'remote-module'].includes(String(q.queryKey[0])),
    });

  /** `state` goes to the login page (the way back and the address an invitation asks for). */
  const signOut = (
    message: string | null = i18n.t('shell:auth.loggedOut'),
    state: SignInState | null = null,
  ) => {
    signedInTo = undefined;
    clearSession();
    dropUserData();
    if (message) notifySuccess(message);
    void navigate('/login', { replace: true, state });
  };

  return {
    /**
     * `message` is read once the profile's language (if any) is the page's; `to` is where
     * the sign-in was asked from (an invitation's page), else the dashboard.
     */
    signIn: (response: AuthResponse, message: () => string, to = '/dashboard') => {
      signedInTo = to;
      dropUserData();
      setSession(response);
      // The profile's language (none: this browser's) is the page's from now on.
      const language = response.user.language;
      const ready = language ? setLanguage(language).catch(() => undefined) : Promise.resolve();
      void ready.then(() => notifySuccess(message()));
      void navigate(to, { replace: true });
    },
    signOut,
    /**
     * Logout (the buttons, and after a password change): the session ends on the server first (its token is refused at once,
     * not when it expires), then here, whether the api answered or not (at most a moment's wait).
     */
    logOut: async (message?: string | null) => {
      await Promise.race([authApi.endSession().catch(() => undefined), delay(LOGOUT_WAIT_MS)]);
      signOut(message);
    },
  };
}

/** How long Logout waits for the api to end the session before ending it here alone. */
const LOGOUT_WAIT_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
