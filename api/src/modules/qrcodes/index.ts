// The qrcodes module's face: what other modules may import (docs/decisions/module-faces.md).
export { QrCodesModule } from './qrcodes.module';
export { QrCodesService } from './qrcodes.service';
export { QrImageService } from './qr-image.service';
export { QrCodeDtos } from './qr-code-dtos';
export { CODES_DELETED, type CodesDeleted } from './codes-deleted.job';
// A port: scans, a floor above, keeps its roll-ups right through it (ScanRollupsModule).
export { CodeOwnerChanges } from './code-owner-changes';
export { ListQrCodesDto } from './dto/list-qrcodes.dto';
export { IMAGE_CONTENT, QrCodeImageQueryDto } from './dto/qrcode-image-query.dto';
export { QrCodeResponseDto } from './dto/qrcode-response.dto';
export { QR_DATA_SCHEMAS, WithQrDataModels } from './dto/qr-data.dto';
export { SaveQrCodeDto } from './dto/save-qrcode.dto';
// Exceptions on this face. The codes' repository: the queries scans run on the codes table,
// some inside scans' own transactions (locking owners, adding counts, capped scans). The
// entity: the target of the scan roll-ups' relation.
export {
  QrCodesRepository,
  type CodeIdsQuery,
  type CodeScope,
  type CodeTotals,
  type ScanCount,
} from './qr-codes.repository';
export { QrCode } from './qr-code.entity';
