import {
  AppShell,
  Badge,
  Button,
  NavLink,
  Stack,
  Text,
  useMayEditCodes,
  useTranslation,
  useUnreadMessageCount,
  VisuallyHidden,
} from '@qrpanel/web';
import { isAdminRole, type Role } from '@qrpanel/contracts';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthActions } from '../auth/use-auth-actions';
import { WorkspaceSwitcher } from '../workspace/WorkspaceSwitcher';
import { PlanArea } from './PlanArea';
import { navSections } from './nav-items';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The number of unread messages, read out as such; nothing when all are read. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  if (count === 0) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} data-testid="unread-count">
      {count}
      <VisuallyHidden> {t('nav.unread')}</VisuallyHidden>
    </Badge>
  );
}

export interface SidebarProps {
  role: Role;
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate: () => void;
}

/**
 * The workspace one works in at the top, the sections the role may open, then the plan's
 * meters and Logout at the bottom.
 */
export function Sidebar({ role, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { logOut } = useAuthActions();
  const { t } = useTranslation('shell');
  const unread = useUnreadMessageCount(isAdminRole(role));
  const mayEditCodes = useMayEditCodes();
  return (
    <>
      <AppShell.Section p="sm" pb={0}>
        <WorkspaceSwitcher onNavigate={onNavigate} />
      </AppShell.Section>
      <AppShell.Section grow p="sm" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {navSections(role, mayEditCodes).map((section) => (
            <div key={section.title ?? 'main'}>
              {section.title ? (
                <Text size="xs" fw={700} c="dimmed" px="sm" mb={4}>
                  {t(`nav.sections.${section.title}`)}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(`nav.items.${item.label}`)}
                  leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
                  rightSection={item.unreadBadge ? <UnreadBadge count={unread} /> : undefined}
                  active={isActive(pathname, item.to)}
                  aria-current={isActive(pathname, item.to) ? 'page' : undefined}
                  variant="filled"
                  onClick={onNavigate}
                />
              ))}
            </div>
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p="sm">
        <PlanArea onNavigate={onNavigate} />
        <Button
          variant="light"
          color="red"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logOut()}
        >
          {t('header.logout')}
        </Button>
      </AppShell.Section>
    </>
  );
}
