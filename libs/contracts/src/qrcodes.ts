import type { QrStatus, SettableQrStatus } from './qr-status';
import type { QrDesign, FrameId } from './qr-design';
import type { CodeData, CodeType, GenerationType, QrData } from './qr-types';
import type { RedirectRule, SplitEntry } from './smart-routing';

/** The owner a row of GET /qrcodes/all carries. */
export interface QrOwnerDto {
  id: number;
  name: string;
  email: string;
}

/** Who made a code ("Created by"); null once their account is gone. */
export interface QrCreatorDto {
  id: number;
  name: string;
}

/** A QR code as every answer shows it (docs/product.md, Types and content). */
export interface QrCodeDto {
  id: number;
  /** The unguessable key in the code's redirect address. */
  uuid: string;
  /** A dynamic code's short key (`{PUBLIC_URL}/{key}`), made for it or chosen; null for static codes. */
  key: string | null;
  /** A dynamic code's short address, `{PUBLIC_URL}/{key}` or `https://{domain}/{key}`; null for static codes. */
  short_url: string | null;
  /** The custom domain it answers on (GET /domains), or null for the instance's own host. */
  domain_id: number | null;
  label: string;
  type: CodeType;
  generation_type: GenerationType;
  data: CodeData;
  scans_count: number;
  /** null for static codes; `expired` once a dynamic code's expiry date has passed. */
  status: QrStatus | null;
  /** Who made it (see created_by). */
  user_id: number;
  /** The workspace it belongs to. */
  workspace_id: number;
  /** Who made it, by name ("Created by" in a shared workspace's lists). */
  created_by: QrCreatorDto | null;
  created_at: string;
  /** The destination of a url code, else null. */
  current_destination: string | null;
  foreground_color: string;
  background_color: string;
  logo_path: string | null;
  size: number;
  frameId: FrameId;
  expires_at: string | null;
  /** Dynamic url codes and hosted pages: redirect rules, first match wins (null: none). */
  rules: RedirectRule[] | null;
  /** Dynamic url codes: an A/B split of the code's own visitors (null: none). */
  split: SplitEntry[] | null;
  /** Whether scanners must give a password first (the password itself is never shown). */
  has_password: boolean;
  /** After this many recorded scans the code reads as inactive (null: no cap). */
  max_scans: number | null;
  /** Before this moment the code reads as not active yet (null: active at once). */
  starts_at: string | null;
  /** The code's design; for a code saved without one, the design its older fields draw. */
  design: QrDesign;
  /** The exact text the code encodes (the same as encodeQrPayload answers). */
  encoded_payload: string;
  /** The folder it is in (its workspace's), or null. */
  folderId: number | null;
  /** Free tags, at most 10 of at most 32 characters. */
  tags: string[];
  /** In GET /qrcodes/all and in the answers of reassign and status (the admin views). */
  owner?: QrOwnerDto;
}

/**
 * The body of POST /qrcodes and PUT /qrcodes/{id} (docs/product.md, Types and content: the create payload's
 * names).
 */
export interface QrCodePayload {
  label: string;
  type: CodeType;
  /** dynamic when left out; cannot change on edit. */
  generation_type?: GenerationType;
  /** An object, or a JSON string of one, with the type's fields. */
  data: QrData | Record<string, unknown> | string;
  /** For url codes the same as data.url (either may be given). */
  currentDestination?: string | null;
  size?: number;
  foregroundColor?: string;
  backgroundColor?: string;
  /** An address answered by POST /uploads/logo, or null for none. */
  logoPath?: string | null;
  frameId?: FrameId;
  /** The design; it wins over the older style fields when both are given. */
  design?: QrDesign | null;
  /** A template whose design is copied into the code (in place of `design`). */
  templateId?: number;
  /** Dynamic codes only: an ISO date after which the code reads as expired; null for none. */
  expires_at?: string | null;
  /** Dynamic url codes and hosted pages: redirect rules; null or [] removes them. */
  rules?: RedirectRule[] | null;
  /** Dynamic url codes: an A/B split; null removes it. */
  split?: SplitEntry[] | null;
  /** Dynamic codes: a password scanners must give; null removes it; left out keeps it. */
  password?: string | null;
  /** Dynamic codes: a cap on recorded scans; null removes it. */
  max_scans?: number | null;
  /** Dynamic codes: an ISO date before which the code is not active yet; null removes it. */
  starts_at?: string | null;
  /** A folder of the code's owner, or null for none; left out keeps it on edit. */
  folderId?: number | null;
  /** Replaces the code's tags; left out keeps them on edit. */
  tags?: string[];
  /**
   * Dynamic codes: a short key of your choosing (1 to 64 letters, digits, - and _, unique
   * whatever the case); left out, a new code gets one made for it and an edit keeps it.
   * It may change only until the code's first scan.
   */
  key?: string;
  /**
   * Dynamic codes: one of the workspace's verified custom domains, or null for the
   * instance's own host; left out, a new code takes the host and an edit keeps its domain.
   * It may change only until the code's first scan.
   */
  domain_id?: number | null;
}

export interface ReassignQrCodePayload {
  newUserId: number;
}

export interface UpdateQrStatusPayload {
  status: SettableQrStatus;
}

/** An entry of GET /qrcodes/{id}/history, newest first. */
export interface QrHistoryEntryDto {
  id: number;
  previous_destination: string;
  changed_at: string;
}

/** The answer of POST /uploads/logo. */
export interface LogoUploadResponse {
  logoPath: string;
}

export const LOGO_MAX_BYTES = 1024 * 1024;
/**
 * The most pixels a logo's image may decode to (2048 × 2048, or any shape of that area),
 * images inside an SVG logo included. A logo is drawn at most 0.3 of a 2048 px download
 * (615 px), so this leaves three times that; decoding costs memory and time by the pixel.
 */
export const LOGO_MAX_PIXELS = 2048 * 2048;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
/** For a file input's accept attribute. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
