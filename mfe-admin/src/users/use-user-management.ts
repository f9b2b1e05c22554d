import type { UserDto } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { useServerList } from '../lists/use-server-list';
import { USERS_PAGE_SIZE } from './user-search';

/**
 * The user list's data and actions: a page of accounts read on the server with the search
 * (name or email) and page in the address, which user's role, plan or deletion is under
 * way, and the list reloaded after each change.
 */
export function useUserManagement() {
  const queryClient = useQueryClient();
  const list = useServerList('users', ADMIN_KEYS.users, adminApi.usersPage, USERS_PAGE_SIZE);
  const users = list.rows;
  const [creating, setCreating] = useState(false);
  const [editingRole, setEditingRole] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await adminApi.deleteUser(deleting.id);
      notifySuccess(i18n.t('admin:users.delete.done'));
      setDeleting(null);
      reload();
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('admin:users.delete.failed')));
    }
    setDeleteBusy(false);
  };

  return {
    users,
    shown: list.items,
    total: list.total,
    pages: list.pages,
    currentPage: list.page,
    setPage: list.setPage,
    search: list.search,
    setSearch: list.setSearch,
    sort: list.sort,
    setSort: list.setSort,
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
