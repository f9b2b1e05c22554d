import type { ColorScheme } from '@qrpanel/contracts';
import { ActionIcon, i18n, Menu, NativeSelect, useColorScheme, useTranslation } from '@qrpanel/web';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { saveProfileChoice } from '../account/profile-choice';

const CHOICES: { scheme: ColorScheme; Icon: typeof IconSun }[] = [
  { scheme: 'light', Icon: IconSun },
  { scheme: 'dark', Icon: IconMoon },
  { scheme: 'auto', Icon: IconDeviceDesktop },
];

/** The scheme chosen, and a way to choose one that is also saved with a signed-in user's profile. */
function useSchemeChoice() {
  const { scheme, setScheme } = useColorScheme();
  const { t } = useTranslation('shell');
  const choose = (next: ColorScheme) => {
    setScheme(next);
    void saveProfileChoice({ color_scheme: next }, () => i18n.t('shell:header.colorScheme.saveFailed'));
  };
  const label = (value: ColorScheme) => t(`header.colorScheme.${value}`);
  return { scheme, choose, label, t, title: t('header.colorScheme.label') };
}

/**
 * The sign-in screens' choice, before login: a native select, so the first visit loads
 * none of the menus' code (the login page's JavaScript budget).
 */
export function ColorSchemeSelect() {
  const { scheme, choose, label, title } = useSchemeChoice();
  return (
    <NativeSelect
      aria-label={title}
      size="xs"
      value={scheme}
      onChange={(event) => choose(event.currentTarget.value as ColorScheme)}
      data={CHOICES.map(({ scheme: value }) => ({ value, label: label(value) }))}
      data-testid="color-scheme-select"
    />
  );
}

/** Light, dark or the system's, in the header. */
export function ColorSchemeMenu() {
  const { scheme, choose, label, t, title } = useSchemeChoice();
  const current = CHOICES.find((choice) => choice.scheme === scheme) ?? CHOICES[2];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          className="qrp-touch-target"
          aria-label={t('header.colorScheme.current', { scheme: label(current.scheme) })}
          data-testid="color-scheme"
        >
          <current.Icon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={title}>
        <Menu.Label>{title}</Menu.Label>
        {CHOICES.map(({ scheme: value, Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            // The button's own name says which is chosen; the tick shows it.
            rightSection={value === scheme ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => choose(value)}
          >
            {label(value)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
