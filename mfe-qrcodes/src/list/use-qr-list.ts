import type { QrCodeDto, SettableQrStatus } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess, useCurrentUser } from '@qrpanel/web';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { qrApi, type Scope } from '../api/qr-api';
import { ownerOptions } from './list-filter';
import { PAGE_SIZE, readView, viewParams, viewQuery, type ListView } from './list-view';
import { useSelection } from './use-selection';

/**
 * The QR list's data and actions: one page of the codes in scope, read on the server with
 * the page, sort, search, folder and tag held in the address; the owners an admin may pick
 * (super admins only); the row selection and its bulk actions; and delete / status /
 * reassign of one row, each changing the list once the api confirmed it (docs/product.md, The QR list).
 */
export function useQrList(scope: Scope) {
  const admin = scope === 'admin';
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const isSuperAdmin = me?.role === 'super_admin';
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const listKey = ['qrcodes', 'list', scope, viewQuery(view)];
  const codes = useQuery({
    queryKey: listKey,
    queryFn: () => qrApi.page(scope, viewQuery(view)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    queryKey: ['users'],
    queryFn: async () => {
      try {
        return await qrApi.users();
      } catch (e) {
        notifyError(errorMessage(e, i18n.t('qrcodes:list.reassign.usersFailed')));
        throw e;
      }
    },
    enabled: admin && isSuperAdmin,
  });
  const [deleting, setDeleting] = useState<QrCodeDto | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(() => codes.data?.items ?? [], [codes.data]);
  const total = codes.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Every page of this list read so far, for the owners an admin may pick.
  const seenCodes = queryClient
    .getQueriesData<{ items: QrCodeDto[] }>({ queryKey: ['qrcodes', 'list', scope] })
    .flatMap(([, page]) => page?.items ?? []);
  const owners = ownerOptions(
    seenCodes,
    users.data,
    me ? { id: me.id, name: me.name, email: me.email } : undefined,
  );
  const selection = useSelection(rows, total, JSON.stringify(view.filter));

  /** A new view in the address; a new search or filter starts again at page 1. */
  const show = (change: Partial<ListView>) => {
    const next = { ...view, ...change };
    if (change.filter || change.sort) next.page = 1;
    setParams(viewParams(next));
  };

  // Folders show how many codes each holds, the plan's meters how many there are: a move
  // or a delete changes those too.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['qrcodes'] }),
      queryClient.invalidateQueries({ queryKey: ['folders'] }),
      queryClient.invalidateQueries({ queryKey: ['workspace-usage'] }),
    ]);
  };
  const replaceRow = (updated: QrCodeDto) =>
    queryClient.setQueryData<typeof codes.data>(listKey, (page) =>
      page
        ? { ...page, items: page.items.map((c) => (c.id === updated.id ? { ...c, ...updated } : c)) }
        : page,
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await qrApi.remove(deleting.id);
      await refresh();
      notifySuccess(i18n.t('qrcodes:list.delete.done'));
      setDeleting(null);
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.delete.failed')));
    }
    setBusy(false);
  };

  const saveStatus = async (code: QrCodeDto, status: SettableQrStatus) => {
    try {
      replaceRow(await qrApi.setStatus(code.id, status));
      notifySuccess(i18n.t('qrcodes:list.status.updated'));
      return true;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.status.failed')));
      return false;
    }
  };

  const saveOwner = async (code: QrCodeDto, userId: number) => {
    try {
      const updated = await qrApi.reassign(code.id, userId);
      const owner = updated.owner ?? owners.find((o) => o.id === userId);
      replaceRow({ ...updated, owner });
      notifySuccess(i18n.t('qrcodes:list.reassign.done'));
      return true;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.reassign.failed')));
      return false;
    }
  };

  return {
    codes,
    rows,
    total,
    pages,
    view,
    show,
    owners,
    selection,
    refresh,
    deleting,
    setDeleting,
    busy,
    confirmDelete,
    saveStatus,
    saveOwner,
  };
}
