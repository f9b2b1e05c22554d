// The screens a first visit to the login page does not show, loaded once one is needed:
// those behind the sign-in (the layout and its screens), the password reset a mail link
// opens, and the frame of every remote's screen.
export { SettingsScreen } from '../account/SettingsScreen';
export { InviteScreen } from '../auth/InviteScreen';
export { ResetPasswordScreen } from '../auth/ResetPasswordScreen';
export { SsoReturnScreen } from '../auth/SsoReturnScreen';
export { ContactScreen } from '../contact/ContactScreen';
export { DashboardScreen } from '../dashboard/DashboardScreen';
export { RemoteScreen } from '../federation/RemoteScreen';
export { AppLayout } from '../layout/AppLayout';
export { AuditScreen } from '../workspace/AuditScreen';
export { MembersScreen } from '../workspace/MembersScreen';
export { WorkspaceScreen } from '../workspace/WorkspaceScreen';
