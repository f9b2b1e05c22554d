import { DOWNLOAD_FORMATS, type QrCodeDto } from '@qrpanel/contracts';
import { Button, Group, NativeSelect, Stack } from '@qrpanel/web';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadSizes } from './download-sizes';
import { useDownload } from './use-download';

/** PNG, SVG and PDF downloads of a code at a chosen size, the format being fetched shown as loading. */
export function Downloads({ code }: { code: QrCodeDto }) {
  const { busy, download } = useDownload(code);
  const sizes = useMemo(() => downloadSizes(code.size), [code.size]);
  const [sizeValue, setSizeValue] = useState('code');
  const size = sizes.find((s) => s.value === sizeValue) ?? sizes[0];
  return (
    <Stack gap="sm" align="center">
      <NativeSelect
        label="Size"
        value={sizeValue}
        data={sizes.map((s) => ({ value: s.value, label: s.label }))}
        onChange={(e) => setSizeValue(e.currentTarget.value)}
      />
      <Group gap="sm" justify="center">
        {DOWNLOAD_FORMATS.map((format, i) => (
          <Button
            key={format}
            variant={i === 0 ? 'filled' : 'default'}
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === format}
            onClick={() => void download(format, size)}
          >
            {`Download as ${format.toUpperCase()}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
