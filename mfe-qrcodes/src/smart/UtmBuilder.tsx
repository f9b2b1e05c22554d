import { Button, SimpleGrid, Stack, TextInput, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { readUtm, UTM_FIELDS, writeUtm } from './utm';

/**
 * Source, medium, campaign, term and content written into a destination's query string,
 * and read back from it: the URL stays the one truth, so editing either shows in both.
 */
export function UtmBuilder({
  url,
  onChange,
  name,
}: {
  url: string;
  onChange: (url: string) => void;
  name: string;
}) {
  const { t } = useTranslation('qrcodes');
  const values = readUtm(url);
  const [open, setOpen] = useState(Object.values(values).some(Boolean));
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(true)}
        aria-label={t('smart.utm.group', { name })}
      >
        {t('smart.utm.button')}
      </Button>
    );
  }
  return (
    <Stack gap={4} role="group" aria-label={t('smart.utm.group', { name })}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {UTM_FIELDS.map((key) => (
          <TextInput
            key={key}
            size="xs"
            label={t(`smart.utm.${key}`)}
            placeholder={key}
            value={values[key]}
            onChange={(e) => onChange(writeUtm(url, key, e.currentTarget.value))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
