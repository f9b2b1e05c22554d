import { FREE_TRIAL_PLAN_NAME, type UserDto } from '@qrpanel/contracts';
import { Button, Group, Paper, Table, Text } from '@qrpanel/web';
import { formatDate } from '../format';
import { SortHeader } from '../lists/SortHeader';
import { TEXTS } from '../texts';
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
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label="User" sort={sort} onSort={onSort} />
              <SortHeader field="role" label="Role" sort={sort} onSort={onSort} />
              <Table.Th>Subscription Plan</Table.Th>
              <SortHeader field="created_at" label="Created At" sort={sort} onSort={onSort} />
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text ta="center" c="dimmed" py="md">
                    {TEXTS.noUsers}
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
                  <Table.Td>{user.plan_name || FREE_TRIAL_PLAN_NAME}</Table.Td>
                  <Table.Td>{formatDate(user.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onAssignPlan(user)}>
                        Assign Plan
                      </Button>
                      <Button size="xs" variant="light" onClick={() => onEditRole(user.id)}>
                        Edit Role
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => onDelete(user)}>
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
  );
}
