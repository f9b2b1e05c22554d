/**
 * The names of uploads' background work (see docs/decisions/background-work.md). Each is a
 * row's kind in existing databases: the strings never change.
 */
export const UPLOAD_JOBS = {
  /** Schedule: deletes the logos nothing uses any more (LogoCleanupJob). */
  logoCleanup: 'logo-cleanup',
  /** Schedule: deletes the hosted pages' files nothing uses any more (PageFileCleanupJob). */
  pageFileCleanup: 'page-file-cleanup',
} as const;
