import type { QrCodeDto } from '@qrpanel/contracts';
import { Button, Group } from '@qrpanel/web';
import { IconDownload } from '@tabler/icons-react';
import { useDownload } from './use-download';

/** The PNG and SVG downloads of a code, the format being fetched shown as loading. */
export function Downloads({ code }: { code: QrCodeDto }) {
  const { busy, download } = useDownload(code);
  return (
    <Group gap="sm" justify="center">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'png'}
        onClick={() => void download('png')}
      >
        Download as PNG
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'svg'}
        onClick={() => void download('svg')}
      >
        Download as SVG
      </Button>
    </Group>
  );
}
