import '../i18n';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { SuperAdminOnly } from '../SuperAdminOnly';
import { BuildStamp } from '../BuildStamp';
import { AssignPlanModal } from '../users/AssignPlanModal';
import { CreateUserModal } from '../users/CreateUserModal';
import { UserPages } from '../users/UserPages';
import { UsersTable } from '../users/UsersTable';
import { useUserManagement } from '../users/use-user-management';

/** /admin/users (super_admin): every account, its role and plan, and what may be done to it. */
export default function UserManagement() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly title={<PageTitle title={t('users.title')} />} message={t('users.onlySuperAdmins')}>
      <UserManagementScreen />
    </SuperAdminOnly>
  );
}

function UserManagementScreen() {
  const m = useUserManagement();
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle
        title={t('users.title')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => m.setCreating(true)}>
            {t('users.create')}
          </Button>
        }
      />
      <TextInput
        mb="md"
        maw={360}
        aria-label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={m.search}
        onChange={(e) => m.setSearch(e.currentTarget.value)}
      />
      {m.users.isPending ? (
        <LoadingState text={t('users.loading')} />
      ) : m.users.isError ? (
        <ErrorState message={errorMessage(m.users.error, t('users.loadFailed'))} onRetry={m.reload} />
      ) : (
        <UsersTable
          users={m.shown}
          editingRole={m.editingRole}
          onEditRole={m.setEditingRole}
          onRoleChanged={m.reload}
          onAssignPlan={m.setAssigning}
          onDelete={m.setDeleting}
          sort={m.sort}
          onSort={m.setSort}
        />
      )}
      <UserPages pages={m.pages} page={m.currentPage} onChange={m.setPage} />
      <BuildStamp />
      <CreateUserModal opened={m.creating} onClose={() => m.setCreating(false)} onCreated={m.reload} />
      <AssignPlanModal user={m.assigning} onClose={() => m.setAssigning(null)} onAssigned={m.reload} />
      <ConfirmDialog
        opened={m.deleting !== null}
        title={t('users.delete.title')}
        message={m.deleting ? t('users.delete.question', { name: m.deleting.name }) : ''}
        confirmLabel={t('users.delete.confirm')}
        danger
        busy={m.deleteBusy}
        onConfirm={() => void m.confirmDelete()}
        onCancel={() => m.setDeleting(null)}
      />
    </>
  );
}
