import type { AuthResponse } from '@qrpanel/contracts';
import { clearSession, notifySuccess, setSession } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';

/** Starting and ending a session; each drops what the previous user's screens had cached. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const dropUserData = () =>
    queryClient.removeQueries({
      predicate: (q) => !['settings', 'remote-module'].includes(String(q.queryKey[0])),
    });

  return {
    signIn: (response: AuthResponse, message: string) => {
      dropUserData();
      setSession(response);
      notifySuccess(message);
      void navigate('/dashboard', { replace: true });
    },
    signOut: (message: string | null = TEXTS.loggedOut) => {
      clearSession();
      dropUserData();
      if (message) notifySuccess(message);
      void navigate('/login', { replace: true });
    },
  };
}
