import {
  Badge,
  Button,
  NativeSelect,
  Paper,
  ResponsiveTable,
  Table,
  Text,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceMemberDto, WorkspaceRole } from '@qrpanel/contracts';
import { mayManage, rolesGivenBy } from './workspace-powers';

export interface MembersTableProps {
  members: WorkspaceMemberDto[];
  /** The signed-in person's id and role in the workspace. */
  me: number;
  myRole: WorkspaceRole;
  /** The member whose role is being saved. */
  changing: number | null;
  onChangeRole: (member: WorkspaceMemberDto, role: WorkspaceRole) => void;
  onRemove: (member: WorkspaceMemberDto) => void;
}

/** One row per member: name and email, role (a choice where one may change it), joined, remove. */
export function MembersTable({ members, me, myRole, changing, onChangeRole, onRemove }: MembersTableProps) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const manages = rolesGivenBy(myRole).length > 0;
  return (
    <Paper withBorder radius="md">
      <ResponsiveTable minWidth={manages ? 640 : 480} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workspace.members.columns.member')}</Table.Th>
            <Table.Th>{t('workspace.members.columns.role')}</Table.Th>
            <Table.Th>{t('workspace.members.columns.joined')}</Table.Th>
            {manages ? <Table.Th>{t('workspace.members.columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const editable = mayManage(myRole, member);
            return (
              <Table.Tr key={member.user_id} data-testid="member-row" data-email={member.email}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {member.name}
                    {member.user_id === me ? ` ${t('workspace.members.you')}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {editable ? (
                    <NativeSelect
                      size="xs"
                      aria-label={t('workspace.members.roleOf', { name: member.name })}
                      value={member.role}
                      disabled={changing === member.user_id}
                      data={rolesGivenBy(myRole).map((r) => ({ value: r, label: t(`workspace.roles.${r}`) }))}
                      onChange={(e) => onChangeRole(member, e.currentTarget.value as WorkspaceRole)}
                    />
                  ) : (
                    <Badge variant="light" data-role={member.role}>
                      {t(`workspace.roles.${member.role}`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{format.date(member.joined_at)}</Table.Td>
                {manages ? (
                  <Table.Td>
                    {editable && member.user_id !== me ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('workspace.members.removeWho', { name: member.name })}
                        onClick={() => onRemove(member)}
                      >
                        {t('workspace.members.remove')}
                      </Button>
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
