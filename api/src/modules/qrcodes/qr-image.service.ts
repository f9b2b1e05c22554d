import { Inject, Injectable } from '@nestjs/common';
import { create as createQrMatrix } from 'qrcode';
import { QR_ERROR_CORRECTION, renderQrSvg, type QrMatrix } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LogoStorage } from '../uploads/logo-storage.service';
import type { ImageFormat } from './dto/qrcode-image-query.dto';
import type { QrCode } from './qr-code.entity';
import { encodedPayload } from './qr-code.view';
import { PngRenderer } from './png-renderer';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/**
 * Draws a code for downloads and API users (DESIGN.md decision 18): the SVG from contracts
 * (the same picture the web previews), rasterised by resvg for PNG off the event loop.
 */
@Injectable()
export class QrImageService {
  constructor(
    private readonly logos: LogoStorage,
    private readonly png: PngRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async render(code: QrCode, format: ImageFormat, width: number): Promise<RenderedImage> {
    const svg = await this.svg(code, width);
    if (format === 'svg') return { body: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
    return { body: await this.png.render(svg, width), contentType: 'image/png' };
  }

  private async svg(code: QrCode, width: number): Promise<string> {
    const qr = createQrMatrix(encodedPayload(code, this.config.publicUrl), {
      errorCorrectionLevel: QR_ERROR_CORRECTION,
    });
    const matrix: QrMatrix = {
      size: qr.modules.size,
      isDark: (row, col) => Boolean(qr.modules.get(row, col)),
    };
    return renderQrSvg({
      matrix,
      width,
      foregroundColor: code.foregroundColor,
      backgroundColor: code.backgroundColor,
      logoHref: code.logoPath ? await this.logos.dataUrl(code.logoPath) : null,
      frameId: code.frameId,
    });
  }
}
