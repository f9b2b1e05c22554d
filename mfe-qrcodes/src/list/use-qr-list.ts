import type { QrCodeDto, SettableQrStatus } from '@qrpanel/contracts';
import { errorMessage, notifyError, notifySuccess, useCurrentUser } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { qrApi, type Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { filterCodes, ownerOptions } from './list-filter';

/**
 * The QR list's data and actions: the codes in scope, the owners an admin may pick (super
 * admins only), the search, and delete / status / reassign, each changing the list in place
 * once the api confirmed it (SPEC.md §4).
 */
export function useQrList(scope: Scope) {
  const admin = scope === 'admin';
  const queryClient = useQueryClient();
  const isSuperAdmin = useCurrentUser()?.role === 'super_admin';
  const listKey = ['qrcodes', 'list', scope];
  const codes = useQuery({ queryKey: listKey, queryFn: () => qrApi.list(scope), staleTime: 0 });
  const users = useQuery({
    queryKey: ['users'],
    queryFn: async () => {
      try {
        return await qrApi.users();
      } catch (e) {
        notifyError(errorMessage(e, TEXTS.usersLoadFailed));
        throw e;
      }
    },
    enabled: admin && isSuperAdmin,
  });
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<QrCodeDto | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(() => filterCodes(codes.data ?? [], search), [codes.data, search]);
  const owners = useMemo(() => ownerOptions(codes.data ?? [], users.data), [codes.data, users.data]);

  const patchList = (change: (list: QrCodeDto[]) => QrCodeDto[]) =>
    queryClient.setQueryData<QrCodeDto[]>(listKey, (list) => change(list ?? []));
  const replaceRow = (updated: QrCodeDto) =>
    patchList((list) => list.map((c) => (c.id === updated.id ? { ...c, ...updated } : c)));

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await qrApi.remove(deleting.id);
      patchList((list) => list.filter((c) => c.id !== deleting.id));
      void queryClient.invalidateQueries({ queryKey: ['qrcodes'], refetchType: 'none' });
      notifySuccess(TEXTS.deleted);
      setDeleting(null);
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.deleteFailed));
    }
    setBusy(false);
  };

  const saveStatus = async (code: QrCodeDto, status: SettableQrStatus) => {
    try {
      replaceRow(await qrApi.setStatus(code.id, status));
      notifySuccess(TEXTS.statusUpdated);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.statusFailed));
      return false;
    }
  };

  const saveOwner = async (code: QrCodeDto, userId: number) => {
    try {
      const updated = await qrApi.reassign(code.id, userId);
      const owner = updated.owner ?? owners.find((o) => o.id === userId);
      replaceRow({ ...updated, owner });
      notifySuccess(TEXTS.reassigned);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.reassignFailed));
      return false;
    }
  };

  return {
    codes,
    rows,
    owners,
    search,
    setSearch,
    deleting,
    setDeleting,
    busy,
    confirmDelete,
    saveStatus,
    saveOwner,
  };
}
