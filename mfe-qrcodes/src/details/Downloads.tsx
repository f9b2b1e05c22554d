import { DOWNLOAD_FORMATS, type QrCodeDto } from '@qrpanel/contracts';
import { Button, Group, NativeSelect, Stack, useTranslation } from '@qrpanel/web';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadSizes, type DownloadSizeName } from './download-sizes';
import { useDownload } from './use-download';

/** PNG, SVG and PDF downloads of a code at a chosen size, the format being fetched shown as loading. */
export function Downloads({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const sizeLabel = (name: DownloadSizeName) =>
    name.kind === 'print'
      ? t(name.unit === 'cm' ? 'details.downloads.printCm' : 'details.downloads.printIn', {
          size: name.amount,
          dpi: name.dpi,
        })
      : t(name.kind === 'code' ? 'details.downloads.codeSize' : 'details.downloads.pixels', { px: name.px });
  const { busy, download } = useDownload(code);
  const sizes = useMemo(() => downloadSizes(code.size), [code.size]);
  const [sizeValue, setSizeValue] = useState('code');
  const size = sizes.find((s) => s.value === sizeValue) ?? sizes[0];
  return (
    <Stack gap="sm" align="center">
      <NativeSelect
        label={t('details.downloads.size')}
        value={sizeValue}
        data={sizes.map((s) => ({ value: s.value, label: sizeLabel(s.name) }))}
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
            {t('details.downloads.downloadAs', { format: format.toUpperCase() })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
