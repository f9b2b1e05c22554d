import { DESIGN_MESSAGES, designProblems, SCAN_CHECK_WIDTHS, type QrDesign } from '@qrpanel/contracts';
import { create } from 'qrcode';
import { qrSvgMarkup } from './qr-markup';

export type ScanVerdict = { state: 'ok' } | { state: 'bad'; message: string };

/**
 * Whether a design scans as far as can be told without drawing (contrast, logo against the
 * error correction): the api's first checks on save.
 */
export function quickScan(payload: string, design: QrDesign): ScanVerdict {
  let modules: number;
  try {
    modules = create(payload, { errorCorrectionLevel: design.errorCorrection }).modules.size;
  } catch {
    return { state: 'bad', message: DESIGN_MESSAGES.doesNotDecode };
  }
  const [problem] = designProblems(design, modules);
  return problem ? { state: 'bad', message: problem } : { state: 'ok' };
}

/** Whether this browser can draw a picture to read it back (jsdom in tests cannot). */
export function canDecode(): boolean {
  return typeof createImageBitmap === 'function';
}

/**
 * The api's last check: the picture drawn on white at the smallest check width and read
 * with jsQR, the api's decoder. True when it reads back the payload.
 */
export async function decodesBack(
  payload: string,
  design: QrDesign,
  logoHref: string | null,
): Promise<boolean> {
  const width = SCAN_CHECK_WIDTHS[0];
  const svg = qrSvgMarkup({ payload, width, foregroundColor: '', backgroundColor: '', design, logoHref });
  return svg !== null && (await decodeSvg(svg, width)) === payload;
}

async function decodeSvg(svg: string, width: number): Promise<string | undefined> {
  const { default: jsQR } = await import('jsqr');
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((image.naturalHeight / image.naturalWidth) * width) || width;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(pixels.data, pixels.width, pixels.height)?.data;
  } finally {
    URL.revokeObjectURL(url);
  }
}
