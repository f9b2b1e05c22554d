import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { SocialLink } from '@qrpanel/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TabProps } from './settings-draft';

/** The platforms offered, as saved (the value), with their name's key in the catalog. */
const PLATFORM_KEYS = {
  Facebook: 'facebook',
  Twitter: 'twitter',
  Instagram: 'instagram',
  LinkedIn: 'linkedIn',
  YouTube: 'youTube',
  TikTok: 'tikTok',
  GitHub: 'gitHub',
  Website: 'website',
} as const;
type Platform = keyof typeof PLATFORM_KEYS;
const PLATFORMS = Object.keys(PLATFORM_KEYS) as Platform[];
const isPlatform = (value: string): value is Platform => Object.hasOwn(PLATFORM_KEYS, value);

/** A new row: platform Facebook, no URL yet (docs/product.md, Application settings). */
const NEW_LINK: SocialLink = { platform: 'Facebook', url: '' };

/** Application Name, Logo URL, Public Contact Email and the social links. */
export function GeneralTab({ draft, set, errors }: TabProps) {
  const { t } = useTranslation('admin');
  const options = PLATFORMS.map((p) => ({
    value: p,
    label: t(`settings.general.platforms.${PLATFORM_KEYS[p]}`),
  }));
  const links = draft.social_links;
  const setLink = (index: number, patch: Partial<SocialLink>) =>
    set({ social_links: links.map((l, i) => (i === index ? { ...l, ...patch } : l)) });

  return (
    <Stack gap="md" maw={640}>
      <TextInput
        label={t('settings.general.appName')}
        value={draft.app_name}
        error={errors.app_name}
        onChange={(e) => set({ app_name: e.currentTarget.value })}
      />
      <TextInput
        label={t('settings.general.logoUrl')}
        type="url"
        placeholder={t('settings.general.logoUrlPlaceholder')}
        value={draft.app_logo_url}
        error={errors.app_logo_url}
        onChange={(e) => set({ app_logo_url: e.currentTarget.value })}
      />
      <TextInput
        label={t('settings.general.contactEmail')}
        type="email"
        value={draft.contact_email}
        error={errors.contact_email}
        onChange={(e) => set({ contact_email: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        {t('settings.general.socialLinks')}
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.general.noSocialLinks')}
        </Text>
      ) : null}
      {links.map((link, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" data-testid="social-link">
          <NativeSelect
            aria-label={t('settings.general.platformOf', { n: index + 1 })}
            w={160}
            value={link.platform}
            error={errors[`social_links.${index}.platform`]}
            data={isPlatform(link.platform) ? options : [link.platform, ...options]}
            onChange={(e) => setLink(index, { platform: e.currentTarget.value })}
          />
          <TextInput
            aria-label={t('settings.general.urlOf', { n: index + 1 })}
            placeholder={t('settings.general.urlPlaceholder')}
            type="url"
            style={{ flex: 1 }}
            value={link.url}
            error={errors[`social_links.${index}.url`]}
            onChange={(e) => setLink(index, { url: e.currentTarget.value })}
          />
          <ActionIcon
            color="red"
            variant="light"
            size="lg"
            aria-label={t('settings.general.remove', { n: index + 1 })}
            onClick={() => set({ social_links: links.filter((_, i) => i !== index) })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => set({ social_links: [...links, { ...NEW_LINK }] })}
        >
          {t('settings.general.add')}
        </Button>
      </div>
    </Stack>
  );
}
