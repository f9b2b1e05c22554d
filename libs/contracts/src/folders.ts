import type { CodeListFilter } from './lists';

/** A user's folder of codes (one level; names unique per user, whatever the case). */
export interface FolderDto {
  id: number;
  name: string;
  user_id: number;
  /** How many codes it holds. */
  codes_count: number;
  created_at: string;
}

export interface FolderPayload {
  name: string;
}

export const FOLDER_NAME_MAX_LENGTH = 60;
/** Folders one user may have: more than any screen lists usefully, few enough to bound a list. */
export const FOLDERS_PER_USER_MAX = 500;

export const FOLDER_MESSAGES = {
  nameRequired: 'Folder name is required.',
  nameTooLong: `Folder name must be at most ${FOLDER_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have a folder with this name.',
  notFound: 'Folder not found.',
  othersFolders: "Only administrators can read another user's folders.",
  userIdInvalid: 'userId must be a whole number from 1.',
  tooMany: `You have ${FOLDERS_PER_USER_MAX} folders, the most an account can have. Delete one you no longer use.`,
} as const;

/** What POST /qrcodes/bulk does to the codes it is given. */
export const BULK_ACTIONS = ['delete', 'pause', 'activate', 'move', 'add_tags', 'remove_tags'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many ids in one call; a filter reaches every code it matches. */
export const BULK_IDS_MAX = 1000;

/** The body of POST /qrcodes/bulk: either ids or a filter (the list's), never both. */
export interface BulkActionPayload {
  ids?: number[];
  filter?: CodeListFilter;
  action: BulkAction;
  /** move: the folder (of the codes' owner), or null to take them out of their folder. */
  folderId?: number | null;
  /** add_tags, remove_tags. */
  tags?: string[];
}

export interface BulkFailure {
  id: number;
  message: string;
}

/** How a bulk action went: how many codes it reached, how many it changed, which failed and why. */
export interface BulkResultDto {
  action: BulkAction;
  matched: number;
  changed: number;
  failed: BulkFailure[];
}

export const BULK_MESSAGES = {
  idsOrFilter: 'Give either ids or filter, not both.',
  idsInvalid: `ids must be a list of 1 to ${BULK_IDS_MAX} code ids.`,
  actionInvalid: `action must be one of: ${BULK_ACTIONS.join(', ')}.`,
  folderIdRequired: 'folderId is required to move codes (null takes them out of their folder).',
  tagsRequired: 'tags must be a list of 1 to 10 tags of 1 to 32 visible characters.',
  notFound: 'QR Code not found.',
  staticHasNoStatus: 'Static QR codes have no status.',
  suspended: 'This QR code was suspended by an administrator.',
  tooManyTags: 'A QR code can have at most 10 tags.',
  folderOfOtherOwner: "The folder belongs to another user than the code's owner.",
} as const;
