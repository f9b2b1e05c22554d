import {
  Badge,
  Button,
  Group,
  Paper,
  ResponsiveTable,
  Table,
  Text,
  Title,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceInvitationDto, WorkspaceRole } from '@qrpanel/contracts';
import { CopyLinkButton } from './CopyLinkButton';
import { can } from './workspace-powers';

export interface InvitationsTableProps {
  invitations: WorkspaceInvitationDto[];
  /** The links made on this page, by invitation: the api answers none afterwards. */
  links: Record<number, string>;
  myRole: WorkspaceRole;
  onResend: (invitation: WorkspaceInvitationDto) => void;
  onRevoke: (invitation: WorkspaceInvitationDto) => void;
}

/** The invitations still open, each with Resend and Revoke, and Copy link while its link is known. */
export function InvitationsTable({ invitations, links, myRole, onResend, onRevoke }: InvitationsTableProps) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invitations-heading">
      <Title order={2} fz="lg" mb="md" id="invitations-heading">
        {t('workspace.invitations.title')}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('workspace.invitations.empty')}
        </Text>
      ) : (
        <ResponsiveTable minWidth={720} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workspace.invitations.columns.email')}</Table.Th>
              <Table.Th>{t('workspace.invitations.columns.role')}</Table.Th>
              <Table.Th>{t('workspace.invitations.columns.status')}</Table.Th>
              <Table.Th>{t('workspace.invitations.columns.invitedBy')}</Table.Th>
              <Table.Th>{t('workspace.invitations.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id} data-testid="invitation-row" data-email={invitation.email}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{t(`workspace.roles.${invitation.role}`)}</Table.Td>
                <Table.Td>
                  {invitation.status === 'expired' ? (
                    <Badge color="gray" variant="light">
                      {t('workspace.invitations.expired')}
                    </Badge>
                  ) : (
                    <Text size="sm">
                      {t('workspace.invitations.pendingUntil', { date: format.date(invitation.expires_at) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{invitation.invited_by ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {links[invitation.id] ? (
                      <CopyLinkButton
                        link={links[invitation.id]}
                        label={t('workspace.invitations.copyFor', { email: invitation.email })}
                      />
                    ) : null}
                    {invitation.role !== 'owner' || can(myRole, 'own') ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('workspace.invitations.resendTo', { email: invitation.email })}
                        onClick={() => onResend(invitation)}
                      >
                        {t('workspace.invitations.resend')}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('workspace.invitations.revokeFor', { email: invitation.email })}
                      onClick={() => onRevoke(invitation)}
                    >
                      {t('workspace.invitations.revoke')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Paper>
  );
}
