import { loadSignedInKit } from '@qrpanel/web';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginScreen } from '../auth/LoginScreen';
import { RequireAdmin, RequireAuth, SignedOutOnly } from './guards';
import { REMOTE_ROUTES, SHELL_ROUTES } from './route-table';

// One chunk, fetched when a route first needs one of them: the login page's first visit
// carries only what it shows (the size budget counts this chunk as loaded later). The parts
// of the kit those screens use arrive with it, so no part of a screen shows late.
const laterScreens = () => Promise.all([import('./later-screens'), loadSignedInKit()]).then(([m]) => m);
const AppLayout = lazy(() => laterScreens().then((m) => ({ default: m.AppLayout })));
const DashboardScreen = lazy(() => laterScreens().then((m) => ({ default: m.DashboardScreen })));
const SettingsScreen = lazy(() => laterScreens().then((m) => ({ default: m.SettingsScreen })));
const WorkspaceScreen = lazy(() => laterScreens().then((m) => ({ default: m.WorkspaceScreen })));
const MembersScreen = lazy(() => laterScreens().then((m) => ({ default: m.MembersScreen })));
const AuditScreen = lazy(() => laterScreens().then((m) => ({ default: m.AuditScreen })));
const ContactScreen = lazy(() => laterScreens().then((m) => ({ default: m.ContactScreen })));
const RemoteScreen = lazy(() => laterScreens().then((m) => ({ default: m.RemoteScreen })));
const ResetPasswordScreen = lazy(() => laterScreens().then((m) => ({ default: m.ResetPasswordScreen })));
const InviteScreen = lazy(() => laterScreens().then((m) => ({ default: m.InviteScreen })));
const SsoReturnScreen = lazy(() => laterScreens().then((m) => ({ default: m.SsoReturnScreen })));

/**
 * A code's public page is built apart and served by the api (src/public): reached inside
 * the panel, the address is loaded from the server.
 */
function FromServer() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** Every route (docs/architecture.md, The parts), each with its one owner. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
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
        <Route
          path={SHELL_ROUTES.ssoReturn}
          element={
            <SignedOutOnly>
              <SsoReturnScreen />
            </SignedOutOnly>
          }
        />
        <Route path={SHELL_ROUTES.resetPassword} element={<ResetPasswordScreen />} />
        <Route path={SHELL_ROUTES.invite} element={<InviteScreen />} />
        <Route path={SHELL_ROUTES.redirect} element={<FromServer />} />
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route path={SHELL_ROUTES.dashboard} element={<DashboardScreen />} />
          <Route path={SHELL_ROUTES.settings} element={<SettingsScreen />} />
          <Route path={SHELL_ROUTES.workspace} element={<WorkspaceScreen />} />
          <Route path={SHELL_ROUTES.workspaceMembers} element={<MembersScreen />} />
          <Route path={SHELL_ROUTES.workspaceAudit} element={<AuditScreen />} />
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
    </Suspense>
  );
}
