import { Burger, Button, Group, Image, Text } from '@qrpanel/web';
import type { UserDto } from '@qrpanel/contracts';
import { IconArrowUpCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePublicSettings } from '../settings/public-settings';

export interface HeaderProps {
  user: UserDto;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

/** A user on no plan is offered the upgrade (SPEC.md 'Navigation'). */
export function needsUpgrade(user: UserDto): boolean {
  return user.role === 'user' && user.subscription_plan_id === null;
}

/** Sidebar toggle, the app's logo and name, the Upgrade Plan link and the greeting. */
export function Header({ user, mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: HeaderProps) {
  const settings = usePublicSettings();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        {settings.app_logo_url ? (
          <Image
            src={settings.app_logo_url}
            alt={`${settings.app_name} logo`}
            h={32}
            w="auto"
            fit="contain"
          />
        ) : null}
        <Text fw={700} fz="lg" data-testid="app-name">
          {settings.app_name}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        {needsUpgrade(user) ? (
          <Button
            component={Link}
            to="/pricing"
            size="xs"
            color="yellow"
            leftSection={<IconArrowUpCircle size={16} aria-hidden />}
          >
            Upgrade Plan
          </Button>
        ) : null}
        <Text fw={500} data-testid="greeting">
          Welcome, {user.name}
        </Text>
      </Group>
    </Group>
  );
}
