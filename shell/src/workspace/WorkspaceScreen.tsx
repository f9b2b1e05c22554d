import {
  Button,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '../app/route-table';
import { ActiveWorkspaceFrame } from './ActiveWorkspaceFrame';
import { AuditSection } from './AuditSection';
import { DeleteSection } from './DeleteSection';
import { LeaveSection } from './LeaveSection';
import { RenameForm } from './RenameForm';
import { TimeZoneForm } from './TimeZoneForm';
import { TwoFactorRequirement } from './TwoFactorRequirement';
import { TransferSection } from './TransferSection';
import { useMembersQuery } from './use-workspace-members';
import { can } from './workspace-powers';

/**
 * /workspace: the workspace one works in, one's role there, its name and its analytics' time
 * zone (changed by owners and admins), two-factor sign-in required of its members (owners),
 * its members, handing it over (owners), leaving it (not its only owner) and
 * deleting it (owners).
 */
export function WorkspaceScreen() {
  const { t } = useTranslation('shell');
  return (
    <ActiveWorkspaceFrame title={t('workspace.settings.title')}>
      {(workspace) => <WorkspaceSettings key={workspace.id} workspace={workspace} />}
    </ActiveWorkspaceFrame>
  );
}

function WorkspaceSettings({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const me = useCurrentUser()?.id ?? 0;
  const members = useMembersQuery(workspace.id);
  return (
    <>
      <PageTitle
        title={workspace.name}
        subtitle={t('workspace.settings.yourRole', { role: t(`workspace.roles.${workspace.role}`) })}
      />
      <Stack gap="lg">
        {can(workspace.role, 'manage') ? <RenameForm workspace={workspace} /> : null}
        {can(workspace.role, 'manage') ? <TimeZoneForm workspace={workspace} /> : null}
        {can(workspace.role, 'own') ? <TwoFactorRequirement workspace={workspace} /> : null}
        <MembersSummary workspace={workspace} />
        {can(workspace.role, 'manage') ? <AuditSection /> : null}
        {can(workspace.role, 'own') && members.data ? (
          <TransferSection workspace={workspace} others={members.data.filter((m) => m.user_id !== me)} />
        ) : null}
        {members.data ? <LeaveSection workspace={workspace} members={members.data} me={me} /> : null}
        {can(workspace.role, 'own') ? <DeleteSection workspace={workspace} /> : null}
      </Stack>
    </>
  );
}

function MembersSummary({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="members-heading">
      <Title order={2} fz="lg" mb="xs" id="members-heading">
        {t('workspace.settings.membersTitle')}
      </Title>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('workspace.settings.membersCount', { count: workspace.members })}</Text>
        <Button
          component={Link}
          to={SHELL_ROUTES.workspaceMembers}
          variant="light"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          {can(workspace.role, 'manage')
            ? t('workspace.settings.manageMembers')
            : t('workspace.settings.viewMembers')}
        </Button>
      </Group>
    </Paper>
  );
}
