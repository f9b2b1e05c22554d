import { Center, Group, Image, Paper, Stack, Text, Title, useTranslation } from '@qrpanel/web';
import type { ReactNode } from 'react';
import { ColorSchemeSelect } from '../layout/ColorSchemeMenu';
import { LanguageSelect } from '../layout/LanguageMenu';
import { usePublicSettings } from '../settings/public-settings';
import { PAGE_BACKGROUND } from '../layout/page-background';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: the app's logo and name, a title and the form, the colour scheme and the language. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const settings = usePublicSettings();
  const { t } = useTranslation('shell');
  return (
    <Center mih="100vh" p="md" bg={PAGE_BACKGROUND} component="main" pos="relative">
      {/* Chosen before signing in, in this browser; signed in, the profile's choice. */}
      <Group pos="absolute" top={12} right={12} gap="xs">
        <LanguageSelect />
        <ColorSchemeSelect />
      </Group>
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Stack gap="xs" align="center" mb="lg">
          <Group gap="xs">
            {settings.app_logo_url ? (
              <Image
                src={settings.app_logo_url}
                alt={t('app.logoAlt', { name: settings.app_name })}
                h={40}
                w="auto"
                fit="contain"
              />
            ) : null}
            <Text fw={700} fz="lg">
              {settings.app_name}
            </Text>
          </Group>
          <Title order={1} fz={26} ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {subtitle}
          </Text>
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
