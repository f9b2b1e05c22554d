import { qrDownloadFileName, type DownloadFormat, type QrCodeDto } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError } from '@qrpanel/web';
import { useState } from 'react';
import { qrApi, saveBlob } from '../api/qr-api';
import type { DownloadSize } from './download-sizes';

export type ImageFormat = DownloadFormat;

/** Fetches a code's file and hands it to the browser; `busy` is the format on its way. */
export function useDownload(code: QrCodeDto) {
  const [busy, setBusy] = useState<ImageFormat | null>(null);
  const download = async (format: ImageFormat, size?: DownloadSize) => {
    setBusy(format);
    try {
      // The api draws the file with the same renderer as the preview (PDF: vector).
      const blob = await qrApi.image(code.id, format, size?.width ?? code.size, size?.dpi);
      saveBlob(blob, qrDownloadFileName(code.label, format));
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:details.downloads.failed')));
    }
    setBusy(null);
  };
  return { busy, download };
}
