import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  Group,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  Pagination,
  Paper,
  Table,
  Text,
  TextInput,
} from '@qrpanel/web';
import { FREE_TRIAL_PLAN_NAME, MESSAGES, type UserDto } from '@qrpanel/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { SuperAdminOnly } from '../SuperAdminOnly';
import { BuildStamp } from '../BuildStamp';
import { formatDate } from '../format';
import { TEXTS } from '../texts';
import { AssignPlanModal } from '../users/AssignPlanModal';
import { CreateUserModal } from '../users/CreateUserModal';
import { RoleCell } from '../users/RoleCell';
import { filterUsers, pageCount, pageOf } from '../users/user-search';

/** /admin/users (super_admin): every account, its role and plan, and what may be done to it. */
const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export default function UserManagement() {
  return (
    <SuperAdminOnly title={<PageTitle title="User Management" />} message={MESSAGES.onlySuperAdmins}>
      <UserManagementScreen />
    </SuperAdminOnly>
  );
}

function UserManagementScreen() {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ADMIN_KEYS.users, queryFn: adminApi.users, staleTime: 0 });
  const [creating, setCreating] = useState(false);
  const [editingRole, setEditingRole] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });

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
  const shown = pageOf(matching, Math.min(page, pages));

  return (
    <>
      <PageTitle
        title="User Management"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
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
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <LoadingState text={TEXTS.loadingUsers} />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error, TEXTS.usersLoadFailed)} onRetry={reload} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Subscription Plan</Table.Th>
                  <Table.Th>Created At</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text ta="center" c="dimmed" py="md">
                        {TEXTS.noUsers}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  shown.map((user) => (
                    <Table.Tr key={user.id} data-testid="user-row" data-email={user.email}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {user.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RoleCell
                          key={`${user.id}-${user.role}`}
                          user={user}
                          editing={editingRole === user.id}
                          onDone={() => setEditingRole(null)}
                          onChanged={reload}
                        />
                      </Table.Td>
                      <Table.Td>{user.plan_name || FREE_TRIAL_PLAN_NAME}</Table.Td>
                      <Table.Td>{formatDate(user.created_at)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setAssigning(user)}>
                            Assign Plan
                          </Button>
                          <Button size="xs" variant="light" onClick={() => setEditingRole(user.id)}>
                            Edit Role
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(user)}>
                            Delete User
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            aria-label="Pages"
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
          />
        </Group>
      ) : null}
      <BuildStamp />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} onCreated={reload} />
      <AssignPlanModal user={assigning} onClose={() => setAssigning(null)} onAssigned={reload} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete User"
        message={deleting ? TEXTS.deleteUserQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        danger
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
