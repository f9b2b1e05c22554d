import { Inject, Injectable } from '@nestjs/common';
import type { QrCodeDto } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { QrCode } from './qr-code.entity';
import { toQrCodeDto } from './qr-code.view';
import { QrCodesService } from './qrcodes.service';

/** Codes as answers show them, with their tags (read in one query for a page): the web api's and v1's. */
@Injectable()
export class QrCodeDtos {
  constructor(
    private readonly qrcodes: QrCodesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async one(code: QrCode, withOwner = false): Promise<QrCodeDto> {
    return (await this.many([code], withOwner))[0];
  }

  async many(codes: QrCode[], withOwner = false): Promise<QrCodeDto[]> {
    const tags = await this.qrcodes.tagsOf(codes);
    return codes.map((code) => toQrCodeDto(code, this.config.publicUrl, withOwner, tags.get(code.id)));
  }
}
