import { Injectable } from '@nestjs/common';
import type { QrCodeDto } from '@qrpanel/contracts';
import { UsersService } from '../identity';
import type { QrCode } from './qr-code.entity';
import { toQrCodeDto } from './qr-code.view';
import { QrCodesService } from './qrcodes.service';
import { ShortKeys } from './short-keys.service';

/**
 * Codes as answers show them, with their tags and their makers' names (each read in one
 * query for a page): the web api's and v1's.
 */
@Injectable()
export class QrCodeDtos {
  constructor(
    private readonly qrcodes: QrCodesService,
    private readonly users: UsersService,
    private readonly keys: ShortKeys,
  ) {}

  async one(code: QrCode, withOwner = false): Promise<QrCodeDto> {
    return (await this.many([code], withOwner))[0];
  }

  async many(codes: QrCode[], withOwner = false): Promise<QrCodeDto[]> {
    const tags = await this.qrcodes.tagsOf(codes);
    const printing = await this.keys.printing(codes.map((code) => code.domainId));
    const makers = new Map(
      (await this.users.findByIds([...new Set(codes.map((c) => c.userId))])).map((u) => [u.id, u.name]),
    );
    return codes.map((code) =>
      toQrCodeDto(code, printing, withOwner, tags.get(code.id), makers.get(code.userId) ?? null),
    );
  }
}
