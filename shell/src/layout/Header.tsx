import {
  ActionIcon,
  Burger,
  Button,
  Group,
  Image,
  Menu,
  Text,
  useTranslation,
  useWorkspaceInUse,
} from '@qrpanel/web';
import type { UserDto, WorkspaceDto } from '@qrpanel/contracts';
import { IconArrowUpCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuthActions } from '../auth/use-auth-actions';
import { usePublicSettings } from '../settings/public-settings';
import { ColorSchemeMenu } from './ColorSchemeMenu';
import { LanguageMenu, LanguageMenuItems } from './LanguageMenu';

export interface HeaderProps {
  user: UserDto;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

/**
 * A user whose workspace is on no plan is offered the upgrade (docs/product.md, Navigation),
 * when they may pay for it (its owners); until the workspace is read, their account's plan
 * (their personal workspace's) decides.
 */
export function needsUpgrade(user: UserDto, workspace?: WorkspaceDto): boolean {
  if (user.role !== 'user') return false;
  return workspace
    ? workspace.role === 'owner' && workspace.plan_id === null
    : user.subscription_plan_id === null;
}

/** Upgrade Plan: a button, or its icon alone where the header is narrow. */
function UpgradeLink() {
  const { t } = useTranslation('shell');
  const icon = <IconArrowUpCircle size={16} aria-hidden />;
  return (
    <>
      <Button component={Link} to="/pricing" size="xs" color="yellow" leftSection={icon} visibleFrom="sm">
        {t('header.upgrade')}
      </Button>
      <ActionIcon
        component={Link}
        to="/pricing"
        size={44}
        color="yellow"
        aria-label={t('header.upgrade')}
        hiddenFrom="sm"
      >
        <IconArrowUpCircle size={22} aria-hidden />
      </ActionIcon>
    </>
  );
}

/**
 * Where the header is narrow, the greeting, the language and Logout behind one button (the
 * sidebar is a drawer there, and the header has no room for a language menu of its own).
 */
function UserMenu({ user }: { user: UserDto }) {
  const { logOut } = useAuthActions();
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={44} aria-label={t('header.accountMenu')} hiddenFrom="sm">
          <IconUserCircle size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="menu-greeting">{t('header.welcome', { name: user.name })}</Menu.Label>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logOut()}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Sidebar toggle, the app's logo and name, the Upgrade Plan link, the greeting, the colour scheme and the language. */
export function Header({ user, mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: HeaderProps) {
  const settings = usePublicSettings();
  const workspace = useWorkspaceInUse();
  const { t } = useTranslation('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          className="qrp-touch-target"
          aria-label={t('nav.toggle')}
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
        />
        {settings.app_logo_url ? (
          <Image
            src={settings.app_logo_url}
            alt={t('app.logoAlt', { name: settings.app_name })}
            h={32}
            w="auto"
            fit="contain"
          />
        ) : null}
        <Text fw={700} fz="lg" data-testid="app-name" truncate="end">
          {settings.app_name}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {needsUpgrade(user, workspace) ? <UpgradeLink /> : null}
        <Text fw={500} data-testid="greeting" visibleFrom="sm">
          {t('header.welcome', { name: user.name })}
        </Text>
        <ColorSchemeMenu />
        <LanguageMenu />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
