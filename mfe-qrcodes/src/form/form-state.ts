import {
  blankQrData,
  DEFAULT_FRAME_ID,
  DEFAULT_LOGO_SIZE,
  defaultDesign,
  TRANSPARENT,
  encodeQrPayload,
  isPageQrType,
  parseQrData,
  PREVIEW_UUID,
  SHORT_KEY_PATTERN,
  shortUrl,
  QR_DEFAULT_BACKGROUND,
  QR_DEFAULT_FOREGROUND,
  QR_SIZE_DEFAULT,
  styleOfDesign,
  type CodeType,
  type FrameId,
  type GenerationType,
  type PageQrData,
  type QrCodeDto,
  type QrCodePayload,
  type QrData,
  type QrDesign,
  type QrType,
} from '@qrpanel/contracts';
import { pageDataFromSaved, startingPageData } from '../page-editor/page-draft';
import { defaultSmartDraft, smartDraftFromCode, smartPayload, type SmartDraft } from '../smart/routing-draft';
import { routesOf } from '@qrpanel/contracts/smart-routing';

export type DataValues = Record<string, string | boolean>;

/** The key the preview shows for one yet to be made: as long as a made key. */
const PREVIEW_KEY = 'k7m2p';

/** What the form holds (docs/product.md, The QR form). */
export interface QrFormState {
  label: string;
  type: CodeType;
  generationType: GenerationType;
  /** A field type's fields (url, text, …). */
  data: DataValues;
  /** A hosted page's data (a page type's), as the api takes it; null for the field types. */
  pageData: PageQrData | null;
  foregroundColor: string;
  backgroundColor: string;
  /** The uploaded logo's address (POST /uploads/logo), or null. */
  logoUrl: string | null;
  size: number;
  frameId: FrameId;
  /**
   * The rest of the design (shapes, gradient, eyes, error correction, quiet zone, logo size,
   * frame text and colours); the colours, logo and frame above complete it (composeDesign).
   */
  design: QrDesign;
  /** yyyy-mm-dd, or '' for none (dynamic codes only). */
  expiresOn: string;
  /** Smart routing: rules, split, password, scan cap and start date (dynamic codes only). */
  smart: SmartDraft;
  /** The owner's folder's id, or '' for none. */
  folderId: string;
  /** Tags as typed, separated by commas. */
  tags: string;
  /** A dynamic code's short key as typed; '' on a new code: one is made for it. */
  key: string;
  /** The custom domain a dynamic code answers on (GET /domains), or null for the instance's own host. */
  domainId: number | null;
}

/**
 * docs/product.md, The QR form, defaults: a dynamic url code with an empty destination (its field
 * hints https://), black on white.
 */
export function defaultFormState(): QrFormState {
  return {
    label: '',
    type: 'url',
    generationType: 'dynamic',
    data: blankQrData('url') as unknown as DataValues,
    pageData: null,
    foregroundColor: QR_DEFAULT_FOREGROUND,
    backgroundColor: QR_DEFAULT_BACKGROUND,
    logoUrl: null,
    size: QR_SIZE_DEFAULT,
    frameId: DEFAULT_FRAME_ID,
    design: defaultDesign(),
    expiresOn: '',
    smart: defaultSmartDraft(),
    folderId: '',
    tags: '',
    key: '',
    domainId: null,
  };
}

/** A saved code as the edit form starts from it. */
export function formStateFromCode(code: QrCodeDto): QrFormState {
  const page = isPageQrType(code.type);
  // A hosted page's data goes to the page editor; the field types' to their fields.
  const type: QrType = page ? 'url' : (code.type as QrType);
  return {
    label: code.label,
    type: code.type,
    generationType: code.generation_type,
    data: page
      ? (blankQrData(type) as unknown as DataValues)
      : { ...(blankQrData(type) as unknown as DataValues), ...(parseQrData(code.data) as DataValues) },
    pageData: isPageQrType(code.type) ? pageDataFromSaved(code.type, parseQrData(code.data)) : null,
    foregroundColor: code.foreground_color,
    backgroundColor: code.background_color,
    logoUrl: code.logo_path,
    size: code.size,
    frameId: code.frameId,
    design: code.design,
    expiresOn: code.expires_at ? code.expires_at.slice(0, 10) : '',
    smart: smartDraftFromCode(code),
    folderId: code.folderId === null ? '' : String(code.folderId),
    tags: code.tags.join(', '),
    key: code.key ?? '',
    domainId: code.domain_id,
  };
}

/**
 * Changing the type starts its fields from that type's blank set (docs/product.md, The QR
 * form); a hosted page's type from its starting data, keeping the page's title.
 */
export function withType(state: QrFormState, type: CodeType): QrFormState {
  if (isPageQrType(type)) {
    return { ...state, type, pageData: startingPageData(type, state.pageData?.title ?? '') };
  }
  return { ...state, type, data: blankQrData(type) as unknown as DataValues, pageData: null };
}

/**
 * The body of POST /qrcodes and PUT /qrcodes/{id} (of `code` when editing). The key and the
 * domain go only when chosen: on a new code, typed or picked; on an edit, changed. An
 * unchanged domain is not sent, as it may no longer be verified (the api would refuse it).
 */
export function toPayload(state: QrFormState, code?: Pick<QrCodeDto, 'key' | 'domain_id'>): QrCodePayload {
  const editing = code !== undefined;
  const dynamic = state.generationType === 'dynamic';
  const key = state.key.trim();
  const chosen = dynamic && key !== '' && key !== (code?.key ?? '');
  const domainChosen = dynamic && state.domainId !== (code?.domain_id ?? null);
  return {
    label: state.label,
    type: state.type,
    ...(editing ? {} : { generation_type: state.generationType }),
    data:
      isPageQrType(state.type) && state.pageData
        ? (state.pageData as unknown as Record<string, unknown>)
        : state.data,
    ...(state.type === 'url' ? { currentDestination: String(state.data.url ?? '') } : {}),
    size: state.size,
    foregroundColor: state.foregroundColor,
    backgroundColor: state.backgroundColor,
    logoPath: state.logoUrl,
    frameId: state.frameId,
    design: composeDesign(state),
    ...(dynamic ? { expires_at: state.expiresOn ? endOfDay(state.expiresOn) : null } : {}),
    ...(dynamic ? smartPayload(state.smart, routesOf(state.type)) : {}),
    folderId: state.folderId ? Number(state.folderId) : null,
    tags: splitTags(state.tags),
    ...(chosen ? { key } : {}),
    ...(domainChosen ? { domain_id: state.domainId } : {}),
  };
}

/** "menu, Summer sale," → ['menu', 'Summer sale']: the api lower-cases and checks them. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The style fields a change of design touches (what undo and Reset to default restore). */
export type StyleState = Pick<
  QrFormState,
  'foregroundColor' | 'backgroundColor' | 'logoUrl' | 'frameId' | 'design'
>;

export function styleOf(state: QrFormState): StyleState {
  const { foregroundColor, backgroundColor, logoUrl, frameId, design } = state;
  return { foregroundColor, backgroundColor, logoUrl, frameId, design };
}

/** The form's style fields for a whole design (a template applied): the inverse of composeDesign. */
export function styleFromDesign(design: QrDesign): StyleState {
  const { foregroundColor, backgroundColor, logoPath, frameId } = styleOfDesign(design);
  return { foregroundColor, backgroundColor, logoUrl: logoPath, frameId, design };
}

export function defaultStyle(): StyleState {
  return styleOf(defaultFormState());
}

/**
 * The design the form saves and previews: its design with the colour inputs, the uploaded
 * logo and the chosen frame put in (a gradient, when chosen, colours the modules instead).
 */
export function composeDesign(state: QrFormState): QrDesign {
  const { design } = state;
  const transparent = design.background.color === TRANSPARENT;
  const out: QrDesign = {
    ...design,
    dots: design.dots.gradient
      ? { shape: design.dots.shape, gradient: design.dots.gradient }
      : { shape: design.dots.shape, color: state.foregroundColor },
    background: { color: transparent ? TRANSPARENT : state.backgroundColor },
  };
  delete out.logo;
  delete out.frame;
  if (state.logoUrl) {
    out.logo = { size: DEFAULT_LOGO_SIZE, excavate: true, ...design.logo, path: state.logoUrl };
  }
  if (state.frameId !== 'none') out.frame = { ...design.frame, id: state.frameId };
  return out;
}

/** An expiry date means the code works through that whole (local) day. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** How the preview prints: the suite's origin, the settings and the code's own values. */
export interface PreviewOptions {
  /** Every dynamic code prints its short address (the short_links setting). */
  shortLinks?: boolean;
  /** The saved code's uuid; the placeholder before it is saved. */
  uuid?: string;
  /** The chosen custom domain's host as DNS reads it (ascii); none for the instance's own. */
  domainHost?: string | null;
}

/**
 * The text the preview encodes: what the saved code will carry. A dynamic code carries its
 * short address when it is on a custom domain (`https://{domain}/{key}`, always), when its
 * key is chosen, or when `shortLinks` prints every one (a key of a made key's length until
 * one is made); else its redirect address (the placeholder uuid until it is saved). A
 * static code carries its content.
 */
export function previewPayload(
  state: QrFormState,
  origin: string,
  { shortLinks = false, uuid = PREVIEW_UUID, domainHost = null }: PreviewOptions = {},
): string {
  // A hosted page is dynamic only: as a static code it has nothing to carry.
  if (isPageQrType(state.type) && state.generationType === 'static') return '';
  const key = state.key.trim();
  const chosen = SHORT_KEY_PATTERN.test(key);
  const base = domainHost ? `https://${domainHost}` : origin;
  return encodeQrPayload({
    type: state.type,
    data: state.data as unknown as QrData,
    generationType: state.generationType,
    uuid,
    publicUrl: origin,
    shortUrl: chosen || shortLinks || domainHost ? shortUrl(base, chosen ? key : PREVIEW_KEY) : null,
  });
}
