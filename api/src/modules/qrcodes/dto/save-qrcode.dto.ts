import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  DOMAIN_MESSAGES,
  FIELD_MESSAGES,
  FRAME_IDS,
  GENERATION_TYPES,
  HEX_COLOR_PATTERN,
  QR_DEFAULT_BACKGROUND,
  QR_DEFAULT_FOREGROUND,
  QR_LABEL_MAX_LENGTH,
  QR_SIZE_DEFAULT,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  CODE_TYPES,
  SHORT_KEY_MAX,
  SHORT_KEY_MESSAGES,
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  TAGS_PER_CODE_MAX,
  TEMPLATE_MESSAGES,
  normalizeTags,
  shortKeyProblem,
  type FrameId,
  type GenerationType,
  type QrCodePayload,
  type QrDesign,
  type CodeType,
  type RedirectRule,
  type SplitEntry,
} from '@qrpanel/contracts';
import {
  CODE_PASSWORD_MAX,
  CODE_PASSWORD_MIN,
  MAX_RULES,
  ROUTING_MESSAGES,
  SPLIT_MAX,
  SPLIT_MIN,
} from '@qrpanel/contracts/smart-routing';
import { Rule, trim, VisibleText } from '../../../platform/common/rules';
import { QR_DATA_SCHEMAS, WithQrDataModels } from './qr-data.dto';
import { RedirectRuleSchema, SplitEntrySchema } from './routing.dto';
import { QrDesignDoc } from './qr-design.dto';

const colour = () => Matches(HEX_COLOR_PATTERN, { message: FIELD_MESSAGES.colour });

/**
 * The body of POST /qrcodes and PUT /qrcodes/{id} (docs/product.md, Types and content). On edit, a
 * field left out keeps its value; `data` is checked by type in the service.
 */
@WithQrDataModels()
export class SaveQrCodeDto implements QrCodePayload {
  @ApiProperty({ maxLength: QR_LABEL_MAX_LENGTH, example: 'Summer menu' })
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(QR_LABEL_MAX_LENGTH)
  @VisibleText(FIELD_MESSAGES.required)
  label: string;

  @ApiProperty({ enum: CODE_TYPES })
  @IsIn(CODE_TYPES, { message: FIELD_MESSAGES.oneOf })
  type: CodeType;

  @ApiPropertyOptional({
    enum: GENERATION_TYPES,
    default: 'dynamic',
    description: 'Set on create; an edit cannot change it.',
  })
  @IsOptional()
  @IsIn(GENERATION_TYPES, { message: FIELD_MESSAGES.oneOf })
  generation_type?: GenerationType;

  @ApiProperty({
    description:
      "The type's fields, as an object or a JSON string of one: url {url}; text {text}; email {email, subject, body}; " +
      'phone {phone}; sms {phone, message}; vcard {name, phone, email, org, title}; ' +
      'wifi {ssid, encryption (WPA, WEP, nopass), password, hidden}; hosted pages (dynamic only): ' +
      'links {title, description?, avatar?, links [{label, url}], socials? [{network, url}], page?}; ' +
      'app {title, ios_url, android_url, fallback_url?, page?}; page {title, page {theme, blocks}}.',
    // anyOf: the type's own shape is also an object, and any object is read by the type.
    anyOf: [...QR_DATA_SCHEMAS, { type: 'object', additionalProperties: true }, { type: 'string' }],
    example: { url: 'https://example.com/menu' },
  })
  @IsDefined({ message: FIELD_MESSAGES.dataRequired })
  data: Record<string, unknown> | string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'url codes: the destination, the same as data.url (either may be given).',
  })
  @IsOptional()
  @IsString()
  currentDestination?: string | null;

  @ApiPropertyOptional({ minimum: QR_SIZE_MIN, maximum: QR_SIZE_MAX, default: QR_SIZE_DEFAULT })
  @IsOptional()
  @IsInt({ message: FIELD_MESSAGES.sizeInPixels })
  @Min(QR_SIZE_MIN)
  @Max(QR_SIZE_MAX)
  size?: number;

  @ApiPropertyOptional({ pattern: HEX_COLOR_PATTERN.source, default: QR_DEFAULT_FOREGROUND })
  @IsOptional()
  @colour()
  foregroundColor?: string;

  @ApiPropertyOptional({ pattern: HEX_COLOR_PATTERN.source, default: QR_DEFAULT_BACKGROUND })
  @IsOptional()
  @colour()
  backgroundColor?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'An address answered by POST /api/uploads/logo; null removes the logo.',
    example: '/api/uploads/logos/3q2-7wEjRzCkS0u1Vb9yQm5X.png',
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  logoPath?: string | null;

  @ApiPropertyOptional({ enum: FRAME_IDS, default: 'none' })
  @IsOptional()
  @IsIn(FRAME_IDS, { message: FIELD_MESSAGES.oneOf })
  frameId?: FrameId;

  @ApiPropertyOptional({
    type: QrDesignDoc,
    nullable: true,
    description:
      'The design (shapes, colours or gradient, error correction, quiet zone, logo, frame). It wins over ' +
      'foregroundColor, backgroundColor, logoPath and frameId, which then mirror it; parts left out take ' +
      'their defaults; null goes back to those fields. 400 with field messages for a malformed design; ' +
      '422 with the cause for one that would not scan (low contrast, a logo too large for the error ' +
      'correction, or a picture a decoder cannot read back).',
  })
  // Checked by validateQrDesign in the service (the rules the web form applies too).
  @IsOptional()
  design?: QrDesign | null;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      "A template's design (GET /api/qr-templates: the caller's own or a published one) copied into the code, " +
      'in place of design; later edits of the template leave the code as it is.',
  })
  @IsOptional()
  @Rule(
    'templateId',
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1,
    TEMPLATE_MESSAGES.templateIdInvalid,
    TEMPLATE_MESSAGES.templateIdInvalid,
  )
  templateId?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Dynamic codes only: after this moment the code reads as expired; null removes it.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: FIELD_MESSAGES.isoDate })
  expires_at?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Dynamic codes only: before this moment the code reads as not active yet; null removes it.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: FIELD_MESSAGES.isoDate })
  starts_at?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description:
      'Dynamic codes only: after this many recorded scans the code reads as inactive; null removes the cap.',
  })
  @IsOptional()
  @IsInt({ message: ROUTING_MESSAGES.maxScans })
  @Min(1, { message: ROUTING_MESSAGES.maxScans })
  @Max(1_000_000_000, { message: ROUTING_MESSAGES.maxScans })
  max_scans?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    writeOnly: true,
    minLength: CODE_PASSWORD_MIN,
    maxLength: CODE_PASSWORD_MAX,
    description:
      'Dynamic codes only: scanners must give this password first (stored as argon2id, never shown); null removes it, left out keeps it.',
  })
  @IsOptional()
  @IsString({ message: ROUTING_MESSAGES.password })
  @Length(CODE_PASSWORD_MIN, CODE_PASSWORD_MAX, { message: ROUTING_MESSAGES.password })
  password?: string | null;

  @ApiPropertyOptional({
    type: [RedirectRuleSchema],
    nullable: true,
    maxItems: MAX_RULES,
    description:
      "Dynamic url codes and hosted pages: redirect rules, first match wins, the code's destination (or page) otherwise. " +
      'Each is { when, destination } or { when, split }; when combines (all must hold) os, device, country, ' +
      'language and time. null or [] removes them.',
    example: [{ when: { os: ['ios'], country: ['DE', 'AT'] }, destination: 'https://example.com/de-app' }],
  })
  @IsOptional()
  rules?: RedirectRule[] | null;

  @ApiPropertyOptional({
    type: [SplitEntrySchema],
    nullable: true,
    minItems: SPLIT_MIN,
    maxItems: SPLIT_MAX,
    description:
      "Dynamic url codes only: an A/B split of the code's own visitors, each scan picks by weight; null removes it.",
    example: [
      { destination: 'https://example.com/a', weight: 70 },
      { destination: 'https://example.com/b', weight: 30 },
    ],
  })
  @IsOptional()
  split?: SplitEntry[] | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description:
      "A folder of the code's owner (GET /api/folders); null takes it out. Left out: unchanged on edit.",
  })
  @IsOptional()
  @IsInt({ message: FIELD_MESSAGES.folderId })
  @Min(1, { message: FIELD_MESSAGES.folderId })
  folderId?: number | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: TAGS_PER_CODE_MAX,
    description: `Free tags, at most ${TAGS_PER_CODE_MAX} of at most ${TAG_MAX_LENGTH} characters, stored lower-cased. Left out: unchanged on edit.`,
    example: ['menu', 'summer'],
  })
  @IsOptional()
  @ValidateBy({
    name: 'tags',
    validator: {
      validate: (v) => normalizeTags(v) !== undefined,
      defaultMessage: () => TAG_MESSAGES.invalid,
    },
  })
  tags?: string[];

  @ApiPropertyOptional({
    type: String,
    minLength: 1,
    maxLength: SHORT_KEY_MAX,
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    description:
      "Dynamic codes: a short key of your choosing ({PUBLIC_URL}/{key}), unique whatever the case; the panel's own words are refused. Left out: a new code gets one made for it (5 to 7 letters and digits), an edit keeps it. It may change only until the code's first scan (then 409).",
    example: 'summer-menu',
  })
  @IsOptional()
  @ValidateBy({
    name: 'key',
    validator: {
      validate: (v) => typeof v === 'string' && shortKeyProblem(v) === null,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && shortKeyProblem(args.value)) || SHORT_KEY_MESSAGES.invalid,
    },
  })
  key?: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description:
      "Dynamic codes: one of the workspace's verified custom domains (GET /domains), or null for the instance's own host. Left out, a new code takes the host and an edit keeps its domain; it may change only until the code's first scan.",
  })
  @IsOptional()
  @ValidateBy({
    name: 'domainId',
    validator: {
      validate: (v) => Number.isInteger(v) && (v as number) >= 1,
      defaultMessage: () => DOMAIN_MESSAGES.notUsable,
    },
  })
  domain_id?: number | null;
}
