import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import {
  PAGE_FONTS,
  PAGE_MODES,
  SOCIAL_NETWORKS,
  type AppQrData,
  type BlankPageQrData,
  type BusinessQrData,
  type CouponQrData,
  type EventQrData,
  type PdfQrData,
  type HostedPage,
  type LinksQrData,
  type OpeningDay,
  type PageBlock,
  type PageFont,
  type PageLink,
  type PageMode,
  type PageSocialLink,
  type PageTheme,
  type SocialNetwork,
  type HeadingBlock,
  type TextBlock,
  type ImageBlock,
  type ButtonBlock,
  type LinksBlock,
  type SocialBlock,
  type FileBlock,
  type AppBadgesBlock,
  type HoursBlock,
  type AddressBlock,
  type ContactBlock,
  type CouponBlock,
  type EventBlock,
  type DividerBlock,
} from '@qrpanel/contracts';
import { WEEKDAYS, type Weekday } from '@qrpanel/contracts/smart-routing';

// The hosted pages' data (docs/product.md, Hosted pages), so the document, and the clients
// typed from it, name each block as libs/contracts does.

export class PageLinkDto implements PageLink {
  @ApiProperty({ example: 'Our menu' }) label: string;
  @ApiProperty({ example: 'https://example.com/menu' }) url: string;
}
export class PageSocialLinkDto implements PageSocialLink {
  @ApiProperty({ enum: SOCIAL_NETWORKS }) network: SocialNetwork;
  @ApiProperty({ example: 'https://instagram.com/example' }) url: string;
}
export class OpeningDayDto implements OpeningDay {
  @ApiProperty({ enum: WEEKDAYS }) day: Weekday;
  @ApiProperty({ example: '09:00', description: 'HH:MM; empty when closed' }) opens: string;
  @ApiProperty({ example: '17:00', description: 'HH:MM; empty when closed' }) closes: string;
  @ApiProperty() closed: boolean;
}
export class PageThemeDto implements PageTheme {
  @ApiProperty({ enum: PAGE_MODES }) mode: PageMode;
  @ApiProperty({ enum: PAGE_FONTS }) font: PageFont;
  @ApiProperty({ example: '#1C64F2' }) accent: string;
  @ApiProperty({ example: '#F5F6F8' }) background: string;
}
export class HeadingBlockDto implements HeadingBlock {
  @ApiProperty({ enum: ['heading'] }) kind: 'heading';
  @ApiProperty() text: string;
}
export class TextBlockDto implements TextBlock {
  @ApiProperty({ enum: ['text'] }) kind: 'text';
  @ApiProperty() text: string;
}
export class ImageBlockDto implements ImageBlock {
  @ApiProperty({ enum: ['image'] }) kind: 'image';
  @ApiProperty() url: string;
  @ApiProperty() alt: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
}
export class ButtonBlockDto implements ButtonBlock {
  @ApiProperty({ enum: ['button'] }) kind: 'button';
  @ApiProperty() label: string;
  @ApiProperty() url: string;
}
export class LinksBlockDto implements LinksBlock {
  @ApiProperty({ enum: ['links'] }) kind: 'links';
  @ApiProperty({ type: [PageLinkDto] }) items: PageLinkDto[];
}
export class SocialBlockDto implements SocialBlock {
  @ApiProperty({ enum: ['social'] }) kind: 'social';
  @ApiProperty({ type: [PageSocialLinkDto] }) items: PageSocialLinkDto[];
}
export class FileBlockDto implements FileBlock {
  @ApiProperty({ enum: ['file'] }) kind: 'file';
  @ApiProperty() label: string;
  @ApiProperty() url: string;
}
export class AppBadgesBlockDto implements AppBadgesBlock {
  @ApiProperty({ enum: ['app_badges'] }) kind: 'app_badges';
  @ApiProperty() ios_url: string;
  @ApiProperty() android_url: string;
}
export class HoursBlockDto implements HoursBlock {
  @ApiProperty({ enum: ['hours'] }) kind: 'hours';
  @ApiProperty({ type: [OpeningDayDto] }) days: OpeningDayDto[];
  @ApiProperty() note: string;
}
export class AddressBlockDto implements AddressBlock {
  @ApiProperty({ enum: ['address'] }) kind: 'address';
  @ApiProperty() text: string;
  @ApiProperty() map_url: string;
}
export class ContactBlockDto implements ContactBlock {
  @ApiProperty({ enum: ['contact'] }) kind: 'contact';
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty() org: string;
}
export class CouponBlockDto implements CouponBlock {
  @ApiProperty({ enum: ['coupon'] }) kind: 'coupon';
  @ApiProperty() title: string;
  @ApiProperty() code: string;
  @ApiProperty() valid_until: string;
  @ApiProperty() terms: string;
}
export class EventBlockDto implements EventBlock {
  @ApiProperty({ enum: ['event'] }) kind: 'event';
  @ApiProperty() title: string;
  @ApiProperty() starts_at: string;
  @ApiProperty() ends_at: string;
  @ApiProperty() time_zone: string;
  @ApiProperty() place: string;
}
export class DividerBlockDto implements DividerBlock {
  @ApiProperty({ enum: ['divider'] }) kind: 'divider';
}

const BLOCK_DTOS = [
  HeadingBlockDto,
  TextBlockDto,
  ImageBlockDto,
  ButtonBlockDto,
  LinksBlockDto,
  SocialBlockDto,
  FileBlockDto,
  AppBadgesBlockDto,
  HoursBlockDto,
  AddressBlockDto,
  ContactBlockDto,
  CouponBlockDto,
  EventBlockDto,
  DividerBlockDto,
];

export class HostedPageDto implements HostedPage {
  @ApiProperty({ type: PageThemeDto }) theme: PageThemeDto;
  @ApiProperty({
    type: 'array',
    items: { oneOf: BLOCK_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) })) },
    maxItems: 100,
    description: 'In the order the page shows them; kind tells them apart',
  })
  blocks: PageBlock[];
}

export class LinksQrDataDto implements LinksQrData {
  @ApiProperty() title: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({
    description: 'An image shown round above the links: uploaded here (POST /api/uploads/file) or https',
  })
  avatar?: string;
  @ApiProperty({ type: [PageLinkDto] }) links: PageLinkDto[];
  @ApiPropertyOptional({ type: [PageSocialLinkDto] }) socials?: PageSocialLinkDto[];
  @ApiPropertyOptional({
    type: HostedPageDto,
    description: 'The layout as changed; absent: made from the fields',
  })
  page?: HostedPageDto;
}
export class AppQrDataDto implements AppQrData {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'iPhones and iPads are sent here (302)' }) ios_url: string;
  @ApiProperty({ description: 'Android phones are sent here (302)' }) android_url: string;
  @ApiPropertyOptional({ description: 'Shown to other devices beside both store badges' })
  fallback_url?: string;
  @ApiPropertyOptional({ type: HostedPageDto }) page?: HostedPageDto;
}
export class PdfQrDataDto implements PdfQrData {
  @ApiProperty() title: string;
  @ApiProperty({
    example: '/api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf',
    description: 'The PDF: uploaded here (POST /api/uploads/file) or an https address',
  })
  file: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ type: HostedPageDto }) page?: HostedPageDto;
}
export class BusinessQrDataDto implements BusinessQrData {
  @ApiProperty({ description: "The business's name" }) title: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() phone?: string;
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() website?: string;
  @ApiPropertyOptional({ description: 'As written on an envelope; line breaks are kept' }) address?: string;
  @ApiPropertyOptional({ type: [OpeningDayDto] }) hours?: OpeningDayDto[];
  @ApiPropertyOptional({ type: [PageSocialLinkDto] }) socials?: PageSocialLinkDto[];
  @ApiPropertyOptional({ type: HostedPageDto }) page?: HostedPageDto;
}
export class CouponQrDataDto implements CouponQrData {
  @ApiProperty() title: string;
  @ApiProperty({ example: 'SPRING20' }) code: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ example: '2027-03-31', description: 'YYYY-MM-DD' }) valid_until?: string;
  @ApiPropertyOptional() terms?: string;
  @ApiPropertyOptional({ description: 'Where it is redeemed online, shown as a button' }) redeem_url?: string;
  @ApiPropertyOptional({ type: HostedPageDto }) page?: HostedPageDto;
}
export class EventQrDataDto implements EventQrData {
  @ApiProperty() title: string;
  @ApiProperty({ example: '2027-05-14T19:30', description: 'Local time YYYY-MM-DDTHH:MM in time_zone' })
  starts_at: string;
  @ApiProperty({ example: '2027-05-14T23:00' }) ends_at: string;
  @ApiProperty({ example: 'Europe/Madrid' }) time_zone: string;
  @ApiPropertyOptional() place?: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ description: 'Tickets or the programme, shown as a button' }) url?: string;
  @ApiPropertyOptional({ type: HostedPageDto }) page?: HostedPageDto;
}
export class BlankPageQrDataDto implements BlankPageQrData {
  @ApiProperty() title: string;
  @ApiProperty({ type: HostedPageDto }) page: HostedPageDto;
}

/** Each hosted page type's data, and the parts they are made of, for ApiExtraModels. */
export const PAGE_DATA_DTOS = [
  LinksQrDataDto,
  PdfQrDataDto,
  AppQrDataDto,
  BusinessQrDataDto,
  CouponQrDataDto,
  EventQrDataDto,
  BlankPageQrDataDto,
];
export const PAGE_PART_DTOS = [
  PageLinkDto,
  PageSocialLinkDto,
  OpeningDayDto,
  PageThemeDto,
  HostedPageDto,
  ...BLOCK_DTOS,
];

/** Put on a class whose properties name the page data shapes, so the document defines them. */
export const WithPageDataModels = () => ApiExtraModels(...PAGE_DATA_DTOS, ...PAGE_PART_DTOS);
