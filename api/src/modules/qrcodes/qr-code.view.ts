import {
  designFromStyle,
  effectiveQrStatus,
  encodeQrPayload,
  shortUrl,
  type QrCodeDto,
  type QrDesign,
  type QrHistoryEntryDto,
} from '@qrpanel/contracts';
import type { DestinationHistory } from './destination-history.entity';
import type { QrCode } from './qr-code.entity';
import type { Printing } from './short-keys.service';

const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * A dynamic code's short address: `https://{domain}/{key}` on a custom domain (served by the
 * TLS edge), else `{PUBLIC_URL}/{key}`; null for static codes.
 */
export function shortUrlOf(code: Pick<QrCode, 'key' | 'domainId'>, printing: Printing): string | null {
  if (!code.key) return null;
  const host = code.domainId ? printing.hosts.get(code.domainId) : undefined;
  return shortUrl(host ? `https://${host}` : printing.publicUrl, code.key);
}

/**
 * The short address when it is the one a code prints: on a custom domain, with a chosen key,
 * or with the `short_links` setting on (docs/product.md, Short links); else null.
 */
export function printedShortUrl(
  code: Pick<QrCode, 'key' | 'keyChosen' | 'domainId'>,
  printing: Printing,
): string | null {
  return code.domainId || code.keyChosen || printing.shortLinks ? shortUrlOf(code, printing) : null;
}

/** The text a stored code encodes (the one encoder in contracts). */
export function encodedPayload(code: QrCode, printing: Printing): string {
  return encodeQrPayload({
    type: code.type,
    data: code.data,
    generationType: code.generationType,
    uuid: code.uuid,
    publicUrl: printing.publicUrl,
    shortUrl: printedShortUrl(code, printing),
  });
}

/** The design a code is drawn with: its own, or the one its older fields draw. */
export function codeDesign(code: QrCode): QrDesign {
  return code.design ?? designFromStyle(code);
}

/**
 * A code as answers show it (docs/product.md, Types and content: the names) with its tags and
 * its maker's name (null when unknown); the owner only when it was loaded.
 */
export function toQrCodeDto(
  code: QrCode,
  printing: Printing,
  withOwner = false,
  tags: string[] = [],
  makerName: string | null = null,
): QrCodeDto {
  const dto: QrCodeDto = {
    id: code.id,
    uuid: code.uuid,
    key: code.key,
    short_url: shortUrlOf(code, printing),
    domain_id: code.domainId || null,
    label: code.label,
    type: code.type,
    generation_type: code.generationType,
    data: code.data,
    scans_count: code.scansCount,
    status: effectiveQrStatus(code.status, code.expiresAt),
    user_id: code.userId,
    workspace_id: code.workspaceId,
    created_by: makerName === null ? null : { id: code.userId, name: makerName },
    created_at: iso(code.createdAt),
    current_destination: code.currentDestination,
    foreground_color: code.foregroundColor,
    background_color: code.backgroundColor,
    logo_path: code.logoPath,
    size: code.size,
    frameId: code.frameId,
    expires_at: code.expiresAt ? iso(code.expiresAt) : null,
    rules: code.routing?.rules ?? null,
    split: code.routing?.split ?? null,
    has_password: code.passwordHash !== null,
    max_scans: code.maxScans,
    starts_at: code.startsAt ? iso(code.startsAt) : null,
    design: codeDesign(code),
    encoded_payload: encodedPayload(code, printing),
    folderId: code.folderId,
    tags,
  };
  if (withOwner && code.user) {
    dto.owner = { id: code.user.id, name: code.user.name, email: code.user.email };
  }
  return dto;
}

export function toHistoryEntryDto(entry: DestinationHistory): QrHistoryEntryDto {
  return { id: entry.id, previous_destination: entry.previousDestination, changed_at: iso(entry.changedAt) };
}
