import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { create as createQrMatrix } from 'qrcode';
import {
  designProblems,
  qrDownloadFileName,
  DESIGN_MESSAGES,
  renderQrSvg,
  SCAN_CHECK_WIDTHS,
  type QrDesign,
  type QrMatrix,
} from '@qrpanel/contracts';
import { ShortKeys } from './short-keys.service';
import { LogoStorage } from '../uploads';
import type { ImageFormat, QrCodeImageQueryDto } from './dto/qrcode-image-query.dto';
import type { QrCode } from './qr-code.entity';
import { codeDesign, encodedPayload } from './qr-code.view';
import { ImageWorkers, type RenderCaller } from './image-workers';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/** Print resolution when none is asked: 300 dpi. */
export const DEFAULT_DPI = 300;
/** The PDF page's margin around the code, in points (a quarter inch). */
const PDF_MARGIN_PT = 18;

/**
 * Draws a code for downloads and API users (docs/product.md, Logos and downloads): the SVG from contracts
 * (the same picture the web previews), rasterised to PNG or placed in a vector PDF off the
 * event loop. Also tells whether a design scans, by drawing and decoding it.
 */
@Injectable()
export class QrImageService {
  constructor(
    private readonly logos: LogoStorage,
    private readonly workers: ImageWorkers,
    private readonly keys: ShortKeys,
  ) {}

  /**
   * Answers the code's image as a download (the web api's and v1's image routes), drawn in
   * the turn of `owner` (who asks); a render still waiting when the client goes is dropped.
   */
  async download(
    reply: FastifyReply,
    code: QrCode,
    query: QrCodeImageQueryDto,
    owner: RenderCaller['owner'],
  ): Promise<void> {
    const format = query.format ?? 'png';
    const caller = { owner, signal: abortedWhenGone(reply) };
    const image = await this.render(code, format, query.size ?? code.size, { dpi: query.dpi, caller });
    await reply
      .header('content-type', image.contentType)
      .header('content-disposition', attachment(qrDownloadFileName(code.label, format)))
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(image.body);
  }

  async render(
    code: QrCode,
    format: ImageFormat,
    width: number,
    { dpi, caller }: { dpi?: number; caller: RenderCaller },
  ): Promise<RenderedImage> {
    const design = codeDesign(code);
    const matrix = qrMatrix(encodedPayload(code, await this.keys.printing([code.domainId])), design);
    const svg = renderQrSvg({ matrix, width, design, logoHref: await this.logoHref(design) });
    if (format === 'svg') return { body: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
    if (format === 'pdf') {
      const height = Number(/ height="(\d+)"/.exec(svg)?.[1] ?? width);
      const print = { width, height, dpi: dpi ?? DEFAULT_DPI, margin: PDF_MARGIN_PT };
      return { body: await this.workers.pdf(svg, print, caller), contentType: 'application/pdf' };
    }
    return { body: await this.workers.png(svg, width, dpi, caller), contentType: 'image/png' };
  }

  /**
   * Why `design` would not scan carrying `payload`, or null when it does: contrast and the
   * logo first (no drawing needed), then a real decoder reads it at each check width.
   */
  async scanProblem(design: QrDesign, payload: string, caller: RenderCaller): Promise<string | null> {
    const matrix = qrMatrix(payload, design);
    const [first] = designProblems(design, matrix.size);
    if (first) return first;
    const svg = renderQrSvg({
      matrix,
      width: SCAN_CHECK_WIDTHS[0],
      design,
      logoHref: await this.logoHref(design),
    });
    const unreadable = await this.workers.unreadableAt(svg, [...SCAN_CHECK_WIDTHS], payload, caller);
    return unreadable.length ? DESIGN_MESSAGES.doesNotDecode : null;
  }

  private async logoHref(design: QrDesign): Promise<string | null> {
    return design.logo ? this.logos.dataUrl(design.logo.path) : null;
  }
}

/** The module matrix of `payload` at the design's error correction (the `qrcode` package). */
export function qrMatrix(payload: string, design: QrDesign): QrMatrix {
  const qr = createQrMatrix(payload, { errorCorrectionLevel: design.errorCorrection });
  return { size: qr.modules.size, isDark: (row, col) => Boolean(qr.modules.get(row, col)) };
}

/** A signal that aborts when the connection closes before the answer is sent: nobody waits for it any more. */
function abortedWhenGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** Content-Disposition with an ASCII name and the exact one (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
