import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  WIFI_ENCRYPTIONS,
  type EmailQrData,
  type PhoneQrData,
  type SmsQrData,
  type TextQrData,
  type UrlQrData,
  type VcardQrData,
  type WifiEncryption,
  type WifiQrData,
} from '@qrpanel/contracts';
import { PAGE_DATA_DTOS, PAGE_PART_DTOS } from './page-data.dto';

// Each QR type's fields (docs/product.md, Types and content), so the document, and the clients typed from it,
// name them.

export class UrlQrDataDto implements UrlQrData {
  @ApiProperty({ example: 'https://example.com/menu' }) url: string;
}
export class TextQrDataDto implements TextQrData {
  @ApiProperty() text: string;
}
export class EmailQrDataDto implements EmailQrData {
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() body: string;
}
export class PhoneQrDataDto implements PhoneQrData {
  @ApiProperty() phone: string;
}
export class SmsQrDataDto implements SmsQrData {
  @ApiProperty() phone: string;
  @ApiProperty() message: string;
}
export class VcardQrDataDto implements VcardQrData {
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty() org: string;
  @ApiProperty() title: string;
}
export class WifiQrDataDto implements WifiQrData {
  @ApiProperty() ssid: string;
  @ApiProperty({ enum: WIFI_ENCRYPTIONS }) encryption: WifiEncryption;
  @ApiProperty({ description: 'Empty when encryption is nopass' }) password: string;
  @ApiProperty() hidden: boolean;
}

const QR_DATA_DTOS = [
  UrlQrDataDto,
  TextQrDataDto,
  EmailQrDataDto,
  PhoneQrDataDto,
  SmsQrDataDto,
  VcardQrDataDto,
  WifiQrDataDto,
];

/**
 * The fields of a code of any type: the shape its `type` names. Used as anyOf, not oneOf:
 * some shapes are parts of others (phone is in sms and vcard), so only `type` tells them apart.
 */
export const QR_DATA_SCHEMAS = QR_DATA_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) }));

/** The fields of a code of any type, the hosted pages' included (answers; bodies read by type). */
export const CODE_DATA_SCHEMAS = [
  ...QR_DATA_SCHEMAS,
  ...PAGE_DATA_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) })),
];

/** Put on a class whose properties use QR_DATA_SCHEMAS, so the document defines the shapes. */
export const WithQrDataModels = () => ApiExtraModels(...QR_DATA_DTOS, ...PAGE_DATA_DTOS, ...PAGE_PART_DTOS);
