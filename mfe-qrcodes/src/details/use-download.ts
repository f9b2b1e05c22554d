import { qrDownloadFileName, type QrCodeDto } from '@qrpanel/contracts';
import { errorMessage, notifyError } from '@qrpanel/web';
import { useState } from 'react';
import { qrApi, saveBlob } from '../api/qr-api';

export type ImageFormat = 'png' | 'svg';

/** Fetches a code's image file and hands it to the browser; `busy` is the format on its way. */
export function useDownload(code: QrCodeDto) {
  const [busy, setBusy] = useState<ImageFormat | null>(null);
  const download = async (format: ImageFormat) => {
    setBusy(format);
    try {
      // The api draws the file at the code's size with the same renderer as the preview.
      saveBlob(await qrApi.image(code.id, format, code.size), qrDownloadFileName(code.label, format));
    } catch (e) {
      notifyError(errorMessage(e, 'Failed to download the QR code.'));
    }
    setBusy(null);
  };
  return { busy, download };
}
