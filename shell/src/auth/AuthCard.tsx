import { Center, Group, Image, Paper, Stack, Text, Title } from '@qrpanel/web';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../settings/public-settings';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: the app's logo and name, a title and the form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const settings = usePublicSettings();
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Stack gap="xs" align="center" mb="lg">
          <Group gap="xs">
            {settings.app_logo_url ? (
              <Image
                src={settings.app_logo_url}
                alt={`${settings.app_name} logo`}
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
