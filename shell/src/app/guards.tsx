import { isAdminRole } from '@qrpanel/contracts';
import { useSession } from '@qrpanel/web';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Login required: visitors without a session go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Admin routes: admin and super_admin only; anyone else goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isAdminRole(session?.user.role)) return <Navigate to="/dashboard" replace />;
  return children;
}

/** The sign-in screens: someone already signed in goes to /dashboard. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/dashboard" replace />;
  return children;
}
