export { api, dataOf, pageOf, rowsOf, type ApiPaths, type ApiSchemas } from './api/api-client';
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
export { Trans, useTranslation } from 'react-i18next';
export { LiveCounter, LiveFeed, type LiveFeedProps } from './live/LiveFeed';
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
export { AppModal } from './ui/AppModal';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export {
  ErrorState,
  LoadingState,
  PageTitle,
  type ErrorStateProps,
  type PageTitleProps,
} from './ui/page-states';
export { ResponsiveTable, type ResponsiveTableProps } from './ui/ResponsiveTable';
export { StatCard, type StatCardProps, type StatTheme } from './ui/StatCard';
export { StatusBadge, statusColor } from './ui/StatusBadge';
export * from './ui-kit';
export { UNREAD_MESSAGES_KEY, useUnreadMessageCount } from './unread-messages';
