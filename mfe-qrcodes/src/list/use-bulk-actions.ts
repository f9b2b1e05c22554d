import type { BulkAction, BulkResultDto, CodeListFilter } from '@qrpanel/contracts';
import { errorMessage, notifyError, notifySuccess } from '@qrpanel/web';
import { useState } from 'react';
import { qrApi } from '../api/qr-api';
import { TEXTS } from '../texts';
import type { Selection } from './use-selection';

export interface BulkOptions {
  folderId?: number | null;
  tags?: string[];
}

/** What a bulk action did, in words: how many changed, and the first reason one failed. */
export function bulkSummary(result: BulkResultDto): string {
  const done = TEXTS.bulkDone(result.action, result.changed);
  if (!result.failed.length) return done;
  return `${done} ${TEXTS.bulkFailed(result.failed.length, result.failed[0].message)}`;
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
      notifyError(errorMessage(e, TEXTS.bulkRequestFailed));
    }
    setBusy(false);
  };

  return { busy, run, confirmingDelete, setConfirmingDelete };
}
