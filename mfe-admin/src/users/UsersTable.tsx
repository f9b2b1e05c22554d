import type { UserDto } from '@qrpanel/contracts';
import { Button, Group, Paper, ResponsiveTable, Table, Text, useTranslation } from '@qrpanel/web';
import { useAdminDates } from '../format';
import { SortHeader } from '../lists/SortHeader';
import { RoleCell } from './RoleCell';

export interface UsersTableProps {
  users: UserDto[];
  /** The user whose role is being edited in place, if any. */
  editingRole: number | null;
  onEditRole: (userId: number | null) => void;
  onRoleChanged: () => void;
  onAssignPlan: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
  /** The list's order (`field:asc|desc`), sorted on the server. */
  sort: string;
  onSort: (sort: string) => void;
}

/** One row per account: name and email, role, plan, creation date and the actions. */
export function UsersTable({
  users,
  editingRole,
  onEditRole,
  onRoleChanged,
  onAssignPlan,
  onDelete,
  sort,
  onSort,
}: UsersTableProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  return (
    <Paper withBorder radius="md">
      <ResponsiveTable minWidth={760} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('common.user')} sort={sort} onSort={onSort} />
            <SortHeader field="role" label={t('users.columns.role')} sort={sort} onSort={onSort} />
            <Table.Th>{t('users.columns.plan')}</Table.Th>
            <SortHeader field="created_at" label={t('users.columns.createdAt')} sort={sort} onSort={onSort} />
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text ta="center" c="dimmed" py="md">
                  {t('users.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            users.map((user) => (
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
                    onDone={() => onEditRole(null)}
                    onChanged={onRoleChanged}
                  />
                </Table.Td>
                {/* No plan is the Free Trial, named in the page's language. */}
                <Table.Td>
                  {user.subscription_plan_id === null || !user.plan_name
                    ? t('users.freeTrial')
                    : user.plan_name}
                </Table.Td>
                <Table.Td>{dates.date(user.created_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onAssignPlan(user)}>
                      {t('users.assignPlan')}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => onEditRole(user.id)}>
                      {t('users.editRole')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => onDelete(user)}>
                      {t('users.deleteUser')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
