import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@qrpanel/contracts';
import {
  ActionIcon,
  currentLanguage,
  i18n,
  Menu,
  NativeSelect,
  setLanguage,
  useTranslation,
} from '@qrpanel/web';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { saveProfileChoice } from '../account/profile-choice';

/** Each language by its own name, whatever the page's language. */
const CHOICES = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The page's language, and a way to choose one: kept in this browser, and with a signed-in
 * user's profile so it follows them to another device.
 */
function useLanguageChoice() {
  const { t } = useTranslation(['shell', 'web']);
  const choose = (next: Language) => {
    void setLanguage(next);
    void saveProfileChoice({ language: next }, () => i18n.t('shell:header.language.saveFailed'));
  };
  // useTranslation redraws the caller when the language changes.
  return { language: currentLanguage(), choose, t, title: t('web:language.label') };
}

/** The sign-in screens' choice: a native select, like the colour scheme's beside it. */
export function LanguageSelect() {
  const { language, choose, title } = useLanguageChoice();
  return (
    <NativeSelect
      aria-label={title}
      size="xs"
      value={language}
      onChange={(event) => choose(event.currentTarget.value as Language)}
      data={CHOICES}
      data-testid="language-select"
    />
  );
}

/** The languages as items of a menu, the current one ticked (the header's menu, or the account menu on a phone). */
export function LanguageMenuItems() {
  const { language, choose, title } = useLanguageChoice();
  return (
    <>
      <Menu.Label>{title}</Menu.Label>
      {CHOICES.map(({ value, label }) => (
        <Menu.Item
          key={value}
          lang={value}
          rightSection={value === language ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => choose(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}

/** The header's language menu, where the header has room for it (the account menu holds it on a phone). */
export function LanguageMenu() {
  const { language, t, title } = useLanguageChoice();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          className="qrp-touch-target"
          aria-label={t('header.language.current', { language: LANGUAGE_NAMES[language] })}
          data-testid="language-menu"
          visibleFrom="sm"
        >
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={title}>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
