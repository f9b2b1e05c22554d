import { Button, Code, Group, notifyError, Stack, Text, useCopy, useTranslation } from '@qrpanel/web';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * One value of a DNS record (its name, its value) as text with a copy button: what people
 * paste at their DNS provider. Without a clipboard it stays on screen to select by hand.
 */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation('qrcodes');
  const { copied, copy } = useCopy();
  const labelId = useId();
  const copyValue = async () => {
    if (!(await copy(value))) notifyError(t('domains.records.copyFailed'));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code aria-labelledby={labelId} style={{ flex: 1, overflowWrap: 'anywhere' }} py={6}>
          {value}
        </Code>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => void copyValue()}
        >
          {copied ? t('domains.records.copied') : copyLabel}
        </Button>
      </Group>
    </Stack>
  );
}
