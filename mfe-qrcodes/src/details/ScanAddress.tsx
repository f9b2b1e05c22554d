import type { QrCodeDto } from '@qrpanel/contracts';
import { Button, Code, Group, notifyError, Stack, Text, useCopy, useTranslation } from '@qrpanel/web';
import { IconCopy, IconShare } from '@tabler/icons-react';

/**
 * A dynamic code's scan address as text, to copy or (where the device shares) to send: what
 * people paste into a mail, a post or a print order beside the picture. Its short link, the
 * shorter of its two addresses (both answer the same).
 */
export function ScanAddress({ code }: { code: Pick<QrCodeDto, 'label' | 'encoded_payload' | 'short_url'> }) {
  const { t } = useTranslation('qrcodes');
  const { copied, copy } = useCopy();
  const address = code.short_url ?? code.encoded_payload;
  const copyAddress = async () => {
    // Refused: the address is on screen to select.
    if (!(await copy(address))) notifyError(t('details.address.copyFailed'));
  };
  const share = () =>
    navigator.share({ title: code.label, url: address }).catch(() => {
      // Closed without sharing, or refused: nothing to tell.
    });
  return (
    <Stack gap={4} w="100%">
      <Text size="sm" fw={500} id="scan-address-label">
        {t('details.address.label')}
      </Text>
      <Code
        aria-labelledby="scan-address-label"
        data-testid="scan-address"
        style={{ overflowWrap: 'anywhere' }}
      >
        {address}
      </Code>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => void copyAddress()}
        >
          {copied ? t('details.address.copied') : t('details.address.copy')}
        </Button>
        {typeof navigator.share === 'function' ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} aria-hidden />}
            onClick={() => void share()}
          >
            {t('details.address.share')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
