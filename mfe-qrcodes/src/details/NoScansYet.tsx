import { Stack, Text, ThemeIcon, useTranslation } from '@qrpanel/web';
import { IconChartBar } from '@tabler/icons-react';

/**
 * A code nobody has scanned yet: one empty state where the analytics would be, rather than
 * a row of empty charts. A static code's scans never reach us, so it says why instead.
 */
export function NoScansYet({ dynamic }: { dynamic: boolean }) {
  const { t } = useTranslation('qrcodes');
  return (
    <Stack align="center" gap="xs" py="lg" data-testid="no-scans-yet">
      <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
        <IconChartBar size={26} />
      </ThemeIcon>
      <Text fw={600}>{t('details.noScans.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        {t(dynamic ? 'details.noScans.dynamic' : 'details.noScans.static')}
      </Text>
    </Stack>
  );
}
