import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  TextInput,
} from '@qrpanel/web';
import { MESSAGES } from '@qrpanel/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { SuperAdminOnly } from '../SuperAdminOnly';
import { BuildStamp } from '../BuildStamp';
import { TEXTS } from '../texts';
import { AssignPlanModal } from '../users/AssignPlanModal';
import { CreateUserModal } from '../users/CreateUserModal';
import { UserPages } from '../users/UserPages';
import { UsersTable } from '../users/UsersTable';
import { useUserManagement } from '../users/use-user-management';

/** /admin/users (super_admin): every account, its role and plan, and what may be done to it. */
export default function UserManagement() {
  return (
    <SuperAdminOnly title={<PageTitle title="User Management" />} message={MESSAGES.onlySuperAdmins}>
      <UserManagementScreen />
    </SuperAdminOnly>
  );
}

function UserManagementScreen() {
  const m = useUserManagement();
  return (
    <>
      <PageTitle
        title="User Management"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => m.setCreating(true)}>
            Create New User
          </Button>
        }
      />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search users"
        placeholder="Search by name or email..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={m.search}
        onChange={(e) => m.setSearch(e.currentTarget.value)}
      />
      {m.users.isPending ? (
        <LoadingState text={TEXTS.loadingUsers} />
      ) : m.users.isError ? (
        <ErrorState message={errorMessage(m.users.error, TEXTS.usersLoadFailed)} onRetry={m.reload} />
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
        title="Delete User"
        message={m.deleting ? TEXTS.deleteUserQuestion(m.deleting.name) : ''}
        confirmLabel="Delete"
        danger
        busy={m.deleteBusy}
        onConfirm={() => void m.confirmDelete()}
        onCancel={() => m.setDeleting(null)}
      />
    </>
  );
}
