import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FRAME_IDS,
  GENERATION_TYPES,
  QR_STATUSES,
  CODE_TYPES,
  type FrameId,
  type GenerationType,
  type QrCodeDto,
  type CodeData,
  type QrHistoryEntryDto,
  type QrCreatorDto,
  type QrOwnerDto,
  type QrStatus,
  type CodeType,
  type RedirectRule,
  type SplitEntry,
} from '@qrpanel/contracts';
import { RedirectRuleSchema, SplitEntrySchema } from './routing.dto';
import { CODE_DATA_SCHEMAS, WithQrDataModels } from './qr-data.dto';
import { QrDesignDoc } from './qr-design.dto';

export class QrOwnerResponseDto implements QrOwnerDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class QrCreatorResponseDto implements QrCreatorDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

@WithQrDataModels()
export class QrCodeResponseDto implements QrCodeDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Xq3vB1nR0cT8yWmZ2aK5dQ' }) uuid: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'k7m2p',
    description: "A dynamic code's short key, made for it or chosen; null for static codes.",
  })
  key: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://qr.example.com/k7m2p',
    description:
      "{PUBLIC_URL}/{key}: a dynamic code's short address, which scans answer as /qr-redirect/{uuid}; null for static codes.",
  })
  short_url: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The custom domain it answers on (GET /domains); null: the instance's own host.",
  })
  domain_id: number | null;
  @ApiProperty() label: string;
  @ApiProperty({ enum: CODE_TYPES }) type: CodeType;
  @ApiProperty({ enum: GENERATION_TYPES }) generation_type: GenerationType;
  @ApiProperty({ anyOf: CODE_DATA_SCHEMAS, example: { url: 'https://example.com/menu' } })
  data: CodeData;
  @ApiProperty() scans_count: number;
  @ApiProperty({ enum: QR_STATUSES, nullable: true, description: 'null for static codes' })
  status: QrStatus | null;
  @ApiProperty({ description: 'Who made it' }) user_id: number;
  @ApiProperty({ description: 'The workspace it belongs to' }) workspace_id: number;
  @ApiProperty({
    type: QrCreatorResponseDto,
    nullable: true,
    description: 'Who made it, by name ("Created by")',
  })
  created_by: QrCreatorResponseDto | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true }) current_destination: string | null;
  @ApiProperty({ example: '#000000' }) foreground_color: string;
  @ApiProperty({ example: '#FFFFFF' }) background_color: string;
  @ApiProperty({ type: String, nullable: true }) logo_path: string | null;
  @ApiProperty({ example: 300 }) size: number;
  @ApiProperty({ enum: FRAME_IDS }) frameId: FrameId;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at: string | null;
  @ApiProperty({
    type: [RedirectRuleSchema],
    nullable: true,
    description: 'Redirect rules, first match wins',
  })
  rules: RedirectRule[] | null;
  @ApiProperty({
    type: [SplitEntrySchema],
    nullable: true,
    description: "An A/B split of the code's own visitors",
  })
  split: SplitEntry[] | null;
  @ApiProperty({ description: 'Whether scanners must give a password first' }) has_password: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'A cap on recorded scans' }) max_scans:
    number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) starts_at: string | null;
  @ApiProperty({
    type: QrDesignDoc,
    description: 'The design; for a code saved without one, the design its older fields draw',
  })
  design: QrDesignDoc;
  @ApiProperty({ description: 'The exact text the code encodes' }) encoded_payload: string;
  @ApiProperty({ type: 'integer', nullable: true, description: "The workspace's folder it is in" })
  folderId: number | null;
  @ApiProperty({ type: [String], description: 'Its tags, lower-cased, alphabetical' }) tags: string[];
  @ApiPropertyOptional({
    type: QrOwnerResponseDto,
    description: 'In GET /api/qrcodes/all and the answers of reassign and status',
  })
  owner?: QrOwnerResponseDto;
}

export class QrHistoryEntryResponseDto implements QrHistoryEntryDto {
  @ApiProperty() id: number;
  @ApiProperty() previous_destination: string;
  @ApiProperty({ format: 'date-time' }) changed_at: string;
}
