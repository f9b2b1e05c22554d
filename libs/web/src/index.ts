export { api, dataOf, pageOf, rowsOf, type ApiPaths } from './api/api-client';
export type {
  ChangePasswordDto,
  CreateUserDto,
  ForgotPasswordDto,
  InviteDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  SaveWorkspaceDto,
  UpdateWorkspaceDto,
  UpdateProfileDto,
} from './api/api-shapes';
export { ApiError, errorMessage, fieldErrors } from './api/api-error';
export { colorSchemeManager, useColorScheme, useIsDark } from './color-scheme';
export {
  currentLanguage,
  detectLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  registerCatalogs,
  setLanguage,
  type Catalog,
  type CatalogLoader,
  type WebCatalog,
} from './i18n/i18n';
export { formatters, useFormat, type Formatters } from './i18n/format';
export { useTranslation } from 'react-i18next';
export type { AuditLogViewProps } from './audit/AuditLogView';
export type { AuditScope } from './audit/audit-api';
export type { LiveFeedProps } from './live/LiveFeed';
export { LIVE_RECENT_KEY, useLiveScans, type LiveScans, type LiveStatus } from './live/use-live-scans';
export { navigateTo, setNavigator, type Navigate } from './navigation';
export { notifyError, notifySuccess, TOAST_DURATION_MS } from './notifications';
export { WebProviders, type WebProvidersProps } from './providers';
export { createQueryClient } from './query-client';
export { mountStandalone, type RemoteRoute } from './standalone';
export {
  clearSession,
  getSession,
  readStoredSession,
  reloadSession,
  setSession,
  subscribeSession,
  updateSessionUser,
  TOKEN_KEY,
  USER_KEY,
  type Session,
} from './session/session-store';
export { useCurrentUser, useSession } from './session/use-session';
export { cssVariablesResolver, theme } from './theme';
export type { ConfirmDialogProps } from './ui/ConfirmDialog';
export {
  ErrorState,
  LoadingState,
  PageTitle,
  type ErrorStateProps,
  type PageTitleProps,
} from './ui/page-states';
export type { ResponsiveTableProps } from './ui/ResponsiveTable';
export type { StatCardProps, StatTheme } from './ui/StatCard';
export { statusColor } from './ui/status-color';
export { useCopy } from './ui/use-copy';
export * from './ui-kit';
export { UNREAD_MESSAGES_KEY, useUnreadMessageCount } from './unread-messages';
export {
  chooseWorkspace,
  chosenWorkspaceId,
  personalWorkspace,
  reloadWorkspaceChoice,
  WORKSPACE_KEY_PREFIX,
} from './workspace/active-workspace';
export {
  useActiveWorkspace,
  useMayEditCodes,
  useMayManageWorkspace,
  useMayPayForWorkspace,
  useWorkspaceInUse,
  WORKSPACES_KEY,
  type ActiveWorkspace,
} from './workspace/use-workspaces';
export { useWorkspaceUsage } from './workspace/use-usage';
