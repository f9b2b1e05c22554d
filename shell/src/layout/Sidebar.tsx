import { AppShell, Button, NavLink, Stack, Text } from '@qrpanel/web';
import type { Role } from '@qrpanel/contracts';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthActions } from '../auth/use-auth-actions';
import { navSections } from './nav-items';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface SidebarProps {
  role: Role;
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate: () => void;
}

/** The sections the role may open, then Logout at the bottom. */
export function Sidebar({ role, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { signOut } = useAuthActions();
  return (
    <>
      <AppShell.Section grow p="sm" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {navSections(role).map((section) => (
            <div key={section.title ?? 'main'}>
              {section.title ? (
                <Text size="xs" fw={700} c="dimmed" px="sm" mb={4}>
                  {section.title}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
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
        <Button
          variant="light"
          color="red"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => signOut()}
        >
          Logout
        </Button>
      </AppShell.Section>
    </>
  );
}
