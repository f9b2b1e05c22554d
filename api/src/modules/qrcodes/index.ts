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
export { CODE_DATA_SCHEMAS, QR_DATA_SCHEMAS, WithQrDataModels } from './dto/qr-data.dto';
export { SaveQrCodeDto } from './dto/save-qrcode.dto';
// What scans ask of codes: codes found by key, scope or id; the counters a code shows.
export { CodeLookup, type ScannableCode } from './code-lookup.service';
export { CodeCounters } from './code-counters.service';
export type { CodeScope, CodeTotals, ScanCount } from './qr-codes.repository';
// An exception on this face. The entity: the target of the scan roll-ups' relation.
export { QrCode } from './qr-code.entity';
