import type { BulkAction, BulkResultDto, CodeListFilter } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useState } from 'react';
import { qrApi } from '../api/qr-api';
import type { Selection } from './use-selection';

export interface BulkOptions {
  folderId?: number | null;
  tags?: string[];
}

/** The catalog's sentence for each action's result (an action it does not know says "changed"). */
const DONE_KEYS = {
  delete: 'delete',
  pause: 'pause',
  activate: 'activate',
  move: 'move',
  add_tags: 'addTags',
  remove_tags: 'removeTags',
} as const;

/** What a bulk action did, in words: how many changed, and the first reason one failed (as the api said it). */
export function bulkSummary(result: BulkResultDto): string {
  const key = (DONE_KEYS as Record<string, (typeof DONE_KEYS)[BulkAction]>)[result.action] ?? 'other';
  const done = i18n.t(`qrcodes:list.bulk.done.${key}`, { count: result.changed });
  if (!result.failed.length) return done;
  const failed = i18n.t('qrcodes:list.bulk.failed', {
    count: result.failed.length,
    reason: result.failed[0].message,
  });
  return `${done} ${failed}`;
}

/**
 * Bulk actions on the selected rows, or on every code matching the list's filter; the
 * delete waits for a confirmation naming how many codes go.
 */
export function useBulkActions(selection: Selection, filter: CodeListFilter, refresh: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const run = async (action: BulkAction, options: BulkOptions = {}) => {
    setBusy(true);
    try {
      const target = selection.allMatching ? { filter } : { ids: selection.ids };
      const result = await qrApi.bulk({ ...target, action, ...options });
      (result.failed.length ? notifyError : notifySuccess)(bulkSummary(result));
      selection.clear();
      setConfirmingDelete(false);
      await refresh();
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.bulk.requestFailed')));
    }
    setBusy(false);
  };

  return { busy, run, confirmingDelete, setConfirmingDelete };
}
