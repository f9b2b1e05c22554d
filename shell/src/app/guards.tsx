import { isAdminRole } from '@qrpanel/contracts';
import { useSession } from '@qrpanel/web';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInDestination, type SignInState } from '../auth/use-auth-actions';

/**
 * Login required: visitors without a session go to /login, and from there to the dashboard
 * once signed in (only an invitation's page asks to be come back to).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return children;
}

/** Admin routes: admin and super_admin only; anyone else goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isAdminRole(session?.user.role)) return <Navigate to="/dashboard" replace />;
  return children;
}

/**
 * The sign-in screens: someone already signed in goes where the sign-in was asked from (an
 * invitation's page), else to /dashboard. A sign-in on this screen ends here too: the
 * session shows at once, before the router's own move (a transition) to where the sign-in
 * goes (the dashboard, once an account made from an invitation has joined).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const from = (useLocation().state as SignInState | null)?.from;
  if (session) return <Navigate to={signInDestination() ?? from ?? '/dashboard'} replace />;
  return children;
}
