import type { UserDto } from '@qrpanel/contracts';
import { errorMessage, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { TEXTS } from '../texts';
import { filterUsers, pageCount, pageOf } from './user-search';

/**
 * The user list's data and actions: every account, the search and the page shown, which
 * user's role, plan or deletion is under way, and the list reloaded after each change.
 */
export function useUserManagement() {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ADMIN_KEYS.users, queryFn: adminApi.users, staleTime: 0 });
  const [creating, setCreating] = useState(false);
  const [editingRole, setEditingRole] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });

  /** A new search starts again at the first page. */
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await adminApi.deleteUser(deleting.id);
      notifySuccess(TEXTS.userDeleted);
      setDeleting(null);
      reload();
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.userDeleteFailed));
    }
    setDeleteBusy(false);
  };

  const matching = filterUsers(users.data ?? [], search);
  const pages = pageCount(matching.length);
  const currentPage = Math.min(page, pages);

  return {
    users,
    shown: pageOf(matching, currentPage),
    pages,
    currentPage,
    setPage,
    search,
    setSearch,
    reload,
    creating,
    setCreating,
    editingRole,
    setEditingRole,
    assigning,
    setAssigning,
    deleting,
    setDeleting,
    deleteBusy,
    confirmDelete,
  };
}
