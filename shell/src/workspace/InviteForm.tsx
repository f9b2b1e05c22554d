import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import {
  INVITATION_TTL_DAYS,
  type CreatedInvitationDto,
  type WorkspaceRole,
  type WorkspaceSeatsDto,
} from '@qrpanel/contracts';
import { Link } from 'react-router-dom';
import { useState, type FormEvent } from 'react';
import { CopyLinkButton } from './CopyLinkButton';

export interface InviteFormProps {
  /** The roles the inviter may give. */
  roles: WorkspaceRole[];
  /**
   * Sends the invitation; answers null once sent, else the fields' errors (none when the
   * refusal named no field): the address typed stays for another try.
   */
  onInvite: (email: string, role: WorkspaceRole) => Promise<Record<string, string> | null>;
  /** The invitation made last on this page, with its link. */
  lastMade: CreatedInvitationDto | null;
  /** The plan's seats and how many are taken, once read. */
  seats?: WorkspaceSeatsDto;
  /** Whether the inviter may change the plan (owners): a full workspace links to Pricing. */
  mayUpgrade: boolean;
}

/**
 * Invite by email with a role; the link made is shown once, to copy. Under a plan with a
 * member limit it says how many seats are taken, and when none is left, says so (with the
 * way to upgrade for an owner) instead of letting a whole form fail.
 */
export function InviteForm({ roles, onInvite, lastMade, seats, mayUpgrade }: InviteFormProps) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>(roles.includes('editor') ? 'editor' : roles[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const full = seats !== undefined && seats.limit > 0 && seats.taken >= seats.limit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refused = await onInvite(email.trim(), role);
    setErrors(refused ?? {});
    if (refused === null) setEmail('');
    setBusy(false);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="invite-heading">
      <Title order={2} fz="lg" mb="md" id="invite-heading">
        {t('workspace.invite.title')}
      </Title>
      {seats && seats.limit > 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('workspace.invite.seats', { taken: seats.taken, limit: seats.limit })}
        </Text>
      ) : null}
      {full ? (
        <Alert variant="light" color="yellow" mb="md">
          {t('workspace.invite.full')}{' '}
          {mayUpgrade ? (
            // The alert's own text colour: a link colour on its yellow fails contrast.
            <Anchor component={Link} to="/pricing" underline="always" c="inherit" fw={600}>
              {t('header.upgrade')}
            </Anchor>
          ) : (
            t('workspace.invite.askOwner')
          )}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('workspace.invite.email')}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label={t('workspace.invite.role')}
            name="role"
            value={role}
            error={errors.role}
            data={roles.map((r) => ({ value: r, label: t(`workspace.roles.${r}`) }))}
            onChange={(e) => setRole(e.currentTarget.value as WorkspaceRole)}
            style={{ flex: '0 1 160px' }}
          />
          <Button type="submit" loading={busy} disabled={full}>
            {t('workspace.invite.submit')}
          </Button>
        </Group>
      </form>
      {lastMade ? <MadeLink invitation={lastMade} /> : null}
    </Paper>
  );
}

function MadeLink({ invitation }: { invitation: CreatedInvitationDto }) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs" mt="md" data-testid="invitation-made">
      <Text fw={600} size="sm">
        {t('workspace.invite.linkTitle', { email: invitation.email })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('workspace.invite.linkHint', { days: INVITATION_TTL_DAYS })}
      </Text>
      <Code block data-testid="invitation-link" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {invitation.link}
      </Code>
      <div>
        <CopyLinkButton link={invitation.link} />
      </div>
    </Stack>
  );
}
