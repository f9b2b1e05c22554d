import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@qrpanel/web';
import type { SocialLink } from '@qrpanel/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TabProps } from './settings-draft';

const PLATFORMS = ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube', 'TikTok', 'GitHub', 'Website'];

/** A new row: platform Facebook, no URL yet (SPEC.md Application Settings). */
const NEW_LINK: SocialLink = { platform: 'Facebook', url: '' };

/** Application Name, Logo URL, Public Contact Email and the social links. */
export function GeneralTab({ draft, set, errors }: TabProps) {
  const links = draft.social_links;
  const setLink = (index: number, patch: Partial<SocialLink>) =>
    set({ social_links: links.map((l, i) => (i === index ? { ...l, ...patch } : l)) });

  return (
    <Stack gap="md" maw={640}>
      <TextInput
        label="Application Name"
        value={draft.app_name}
        error={errors.app_name}
        onChange={(e) => set({ app_name: e.currentTarget.value })}
      />
      <TextInput
        label="Logo URL"
        type="url"
        placeholder="https://example.com/logo.png"
        value={draft.app_logo_url}
        error={errors.app_logo_url}
        onChange={(e) => set({ app_logo_url: e.currentTarget.value })}
      />
      <TextInput
        label="Public Contact Email"
        type="email"
        value={draft.contact_email}
        error={errors.contact_email}
        onChange={(e) => set({ contact_email: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        Social Links
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No social links yet.
        </Text>
      ) : null}
      {links.map((link, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" data-testid="social-link">
          <NativeSelect
            aria-label={`Platform of link ${index + 1}`}
            w={160}
            value={link.platform}
            error={errors[`social_links.${index}.platform`]}
            data={PLATFORMS.includes(link.platform) ? PLATFORMS : [link.platform, ...PLATFORMS]}
            onChange={(e) => setLink(index, { platform: e.currentTarget.value })}
          />
          <TextInput
            aria-label={`URL of link ${index + 1}`}
            placeholder="https://facebook.com/your-page"
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
            aria-label={`Remove link ${index + 1}`}
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
          Add Social Link
        </Button>
      </div>
    </Stack>
  );
}
