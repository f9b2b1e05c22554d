/**
 * Files for hosted pages (docs/product.md, Hosted pages: files): PDFs and images a
 * workspace uploads, kept under names the server makes and counted against its plan's
 * storage. Logos for codes are a thing apart (POST /api/uploads/logo).
 */

/** Where uploaded files are served; a page refers to one by this path and the file's name. */
export const UPLOAD_PATH_PREFIX = '/api/uploads/files/';

export const UPLOAD_KINDS = ['pdf', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The extension each content is kept under; images are re-encoded in the type they came in. */
export const UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpg', 'webp'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const UPLOAD_CONTENT_TYPES: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const UPLOAD_LIMITS = {
  /** A PDF's size at most, in bytes. */
  pdfBytes: 20 * 1024 * 1024,
  /** An image's size at most as sent, in bytes. */
  imageBytes: 20 * 1024 * 1024,
  /** A stored image's longest side at most: larger ones are scaled down to it. */
  imageSide: 4096,
  /** An image decodes to at most this many pixels: more is refused before it is decoded. */
  imagePixels: 64_000_000,
} as const;

/** A file's name as the server makes it: 144 random bits, url-safe, and its extension. */
const UPLOAD_NAME = /^[A-Za-z0-9_-]{24}\.(pdf|png|jpg|webp)$/;

/** The name of an uploaded file's path, or null when the path is not one of ours. */
export function uploadNameOf(path: string): string | null {
  if (!path.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const name = path.slice(UPLOAD_PATH_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

/** The kind of file an uploaded path names, or null for any other text. */
export function uploadKindOf(path: string): UploadKind | null {
  const name = uploadNameOf(path);
  if (!name) return null;
  return name.endsWith('.pdf') ? 'pdf' : 'image';
}

/** Every uploaded file's path a text holds (a page's JSON, say), each once. */
export function uploadPathsIn(text: string): string[] {
  const found = text.match(/\/api\/uploads\/files\/[A-Za-z0-9_-]{24}\.(?:pdf|png|jpg|webp)/g) ?? [];
  return [...new Set(found)];
}

/** The answer of POST /api/uploads/file. */
export interface FileUploadResponse {
  /** The file's path, for a page's block: /api/uploads/files/{name}. */
  path: string;
  kind: UploadKind;
  content_type: string;
  /** Bytes stored (an image's after re-encoding). */
  size: number;
  /** An image's size in pixels as stored; absent for a PDF. */
  width?: number;
  height?: number;
}

/** A workspace's storage: what its files take and what its plan allows. */
export interface StorageUsage {
  used_bytes: number;
  /** -1: no limit. */
  limit_bytes: number;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data, in a field named file.',
  required: 'Choose a PDF, PNG, JPEG or WebP file to upload.',
  wrongType: 'The file must be a PDF, or a PNG, JPEG or WebP image; its content decides, not its name.',
  pdfTooLarge: 'A PDF must be at most 20 MB.',
  imageTooLarge: 'An image must be at most 20 MB.',
  tooManyPixels: 'The image has too many pixels: at most 64 megapixels. Scale it down and upload it again.',
  unreadable: 'The image could not be read.',
  storageFull: (usedMb: number, limitMb: number) =>
    `This workspace's files would take more than its plan's ${limitMb} MB of storage (${usedMb} MB used). Delete pages' files or choose a larger plan.`,
  noStorage: 'Uploading files is not included in your current plan.',
  busy: 'Too many uploads at once from this workspace. Try again in a moment.',
  notFound: 'File not found.',
  notYours: (path: string) =>
    `${path} is not a file of this workspace: upload it here (POST /api/uploads/file).`,
} as const;
