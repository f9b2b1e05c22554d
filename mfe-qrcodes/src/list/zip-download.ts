import { DOWNLOAD_FORMATS, type DownloadFormat } from '@qrpanel/contracts';
import { ApiError, errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useEffect, useSyncExternalStore } from 'react';
import { exportZipUrl, qrApi, type ExportQuery } from '../api/qr-api';

export const ZIP_FORMATS = DOWNLOAD_FORMATS;
export type ZipFormat = DownloadFormat;

/** How often a ZIP being built is asked how far it is. */
const POLL_MS = 500;
/**
 * A download whose progress stays unknown this long never started (its ticket expired
 * unused) or is lost: it is given up on. Until then a 404 may be a moment's gap.
 */
const GIVE_UP_MS = 15_000;
/** Where the download under way is kept for a reload of the page (the browser goes on saving it). */
const STORED = 'qrpanel.zip-download';

/** Said when it is said, in the page's language then. */
const zipFailed = () => i18n.t('qrcodes:list.zip.failed');

export interface ZipProgress {
  total: number;
  done: number;
}

/** A download being followed: the token its progress is read by, and its size. */
interface Followed {
  progress: string;
  total: number;
}

/**
 * The ZIP download under way, kept outside any screen: it goes on while the user opens
 * other screens of this remote (or reloads the page), and its bar shows again when they
 * come back to the list.
 */
let current: ZipProgress | null = null;
const listeners = new Set<() => void>();

function set(next: ZipProgress | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The download under way (null when none); one started before a reload is taken up again. */
export function useZipProgress(): ZipProgress | null {
  useEffect(resume, []);
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Downloads the ZIP of the codes asked (ids or the list's filter), one at a time. The api
 * checks the query and answers a single-use ticket; the browser then opens the ZIP by it
 * as a plain download, so it saves the ZIP to disk as it is built (nothing held in the
 * page), while the page reads its progress for the bar.
 */
export async function downloadZip(query: ExportQuery): Promise<void> {
  if (current) return;
  set({ total: 0, done: 0 });
  try {
    const issued = await qrApi.exportTicket(query);
    follow({ progress: issued.progress, total: issued.total });
    saveFrom(exportZipUrl(issued.ticket));
  } catch (e) {
    set(null);
    notifyError(errorMessage(e, zipFailed()));
  }
}

/** Hands the address to the browser's own download manager. */
function saveFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = 'qr-codes.zip';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Reads the download's progress until it ends, then says how it ended. */
function follow(followed: Followed): void {
  sessionStorage.setItem(STORED, JSON.stringify(followed));
  set({ total: followed.total, done: 0 });
  let missingSince: number | null = null;
  let ended = false;
  const end = (message: () => void) => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    sessionStorage.removeItem(STORED);
    set(null);
    message();
  };
  const poll = async () => {
    try {
      const progress = await qrApi.exportProgress(followed.progress);
      missingSince = null;
      if (!progress.finished) set({ total: progress.total, done: progress.done });
      else if (progress.failed) end(() => notifyError(zipFailed()));
      else end(() => notifySuccess(i18n.t('qrcodes:list.zip.done', { count: progress.total })));
    } catch (e) {
      // Anything but a 404 (offline a moment) is asked again at the next tick.
      if (!(e instanceof ApiError && e.status === 404)) return;
      missingSince ??= Date.now();
      if (Date.now() - missingSince >= GIVE_UP_MS) end(() => notifyError(zipFailed()));
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
}

/** Takes up the download a reload of the page left (once: while none is followed). */
function resume(): void {
  if (current) return;
  const stored = sessionStorage.getItem(STORED);
  if (!stored) return;
  try {
    follow(JSON.parse(stored) as Followed);
  } catch {
    sessionStorage.removeItem(STORED);
  }
}
