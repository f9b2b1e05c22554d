import { Button, SimpleGrid, Stack, TextInput } from '@qrpanel/web';
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
  const values = readUtm(url);
  const [open, setOpen] = useState(Object.values(values).some(Boolean));
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(true)}
        aria-label={`UTM parameters for ${name}`}
      >
        UTM parameters
      </Button>
    );
  }
  return (
    <Stack gap={4} role="group" aria-label={`UTM parameters for ${name}`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {UTM_FIELDS.map(({ key, label }) => (
          <TextInput
            key={key}
            size="xs"
            label={label}
            placeholder={key}
            value={values[key]}
            onChange={(e) => onChange(writeUtm(url, key, e.currentTarget.value))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
