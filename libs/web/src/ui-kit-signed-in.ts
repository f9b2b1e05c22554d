// The parts of the kit that only screens behind the sign-in show: fetched apart, so the
// login page's first visit carries none of them. They come from the same bundle as the rest
// of the kit, so they share its Mantine instance (theme, portals). The shell loads them
// before it shows a signed-in screen (loadSignedInKit), so those screens never wait for them.
export {
  AppShell,
  Badge,
  Burger,
  Card,
  Checkbox,
  FileButton,
  FileInput,
  Modal,
  NavLink,
  Progress,
  Radio,
  SimpleGrid,
  Skeleton,
  Switch,
  Table,
  Tabs,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
export { Notifications } from '@mantine/notifications';
export { Trans } from 'react-i18next';
export { AuditLogView } from './audit/AuditLogView';
export { LiveCounter, LiveFeed } from './live/LiveFeed';
export { AppModal } from './ui/AppModal';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { ResponsiveTable } from './ui/ResponsiveTable';
export { StatCard } from './ui/StatCard';
export { StatusBadge } from './ui/StatusBadge';
