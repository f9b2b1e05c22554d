import type { RemoteRoute } from '@qrpanel/web';
import UserManagement from './screens/UserManagement';
import PlanManagement from './screens/PlanManagement';
import Payments from './screens/Payments';
import Messages from './screens/Messages';
import ApplicationSettings from './screens/ApplicationSettings';
import Workspaces from './screens/Workspaces';
import SsoProviders from './screens/SsoProviders';
import AuditLog from './screens/AuditLog';

/** The screens this remote exposes, by the route the shell shows them at. */
export const ROUTES: RemoteRoute[] = [
  { path: '/admin/users', Screen: UserManagement },
  { path: '/admin/plans', Screen: PlanManagement },
  { path: '/admin/payments', Screen: Payments },
  { path: '/admin/messages', Screen: Messages },
  { path: '/admin/workspaces', Screen: Workspaces },
  { path: '/admin/sso', Screen: SsoProviders },
  { path: '/admin/audit', Screen: AuditLog },
  { path: '/settings', Screen: ApplicationSettings },
];
