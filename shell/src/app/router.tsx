import { Navigate, Route, Routes } from 'react-router-dom';
import { SettingsScreen } from '../account/SettingsScreen';
import { LoginScreen } from '../auth/LoginScreen';
import { ResetPasswordScreen } from '../auth/ResetPasswordScreen';
import { ContactScreen } from '../contact/ContactScreen';
import { DashboardScreen } from '../dashboard/DashboardScreen';
import { RemoteScreen } from '../federation/RemoteScreen';
import { AppLayout } from '../layout/AppLayout';
import { RedirectScreen } from '../redirect/RedirectScreen';
import { RequireAdmin, RequireAuth, SignedOutOnly } from './guards';
import { REMOTE_ROUTES, SHELL_ROUTES } from './route-table';

/** Every route of DESIGN.md §1, each with its one owner. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={SHELL_ROUTES.login}
        element={
          <SignedOutOnly>
            <LoginScreen />
          </SignedOutOnly>
        }
      />
      <Route
        path={SHELL_ROUTES.register}
        element={
          <SignedOutOnly>
            <LoginScreen />
          </SignedOutOnly>
        }
      />
      <Route path={SHELL_ROUTES.resetPassword} element={<ResetPasswordScreen />} />
      <Route path={SHELL_ROUTES.redirect} element={<RedirectScreen />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path={SHELL_ROUTES.dashboard} element={<DashboardScreen />} />
        <Route path={SHELL_ROUTES.settings} element={<SettingsScreen />} />
        <Route path={SHELL_ROUTES.contact} element={<ContactScreen />} />
        {REMOTE_ROUTES.map((route) => {
          const screen = <RemoteScreen key={route.path} remote={route.remote} expose={route.expose} />;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={route.admin ? <RequireAdmin>{screen}</RequireAdmin> : screen}
            />
          );
        })}
        {/* Any other path (/ included) goes to the dashboard, or on to /login without a session. */}
        <Route path="*" element={<Navigate to={SHELL_ROUTES.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
