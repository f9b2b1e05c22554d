import {
  Alert,
  Button,
  chooseWorkspace,
  errorMessage,
  i18n,
  Loader,
  notifySuccess,
  Stack,
  Text,
  useCurrentUser,
  useTranslation,
  WORKSPACES_KEY,
} from '@qrpanel/web';
import type { InvitationPreviewDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { useAuthActions } from './use-auth-actions';
import { invitationApi } from '../workspace/workspace-api';

/**
 * /invite/:token, the page an invitation mail links to: which workspace, who invited, with
 * which role; signed in as the invited address, one button joins. Anyone else is sent to
 * sign in or to make an account with that address (the way back leads here), and a used,
 * withdrawn or expired invitation says so plainly.
 */
export function InviteScreen() {
  const { token = '' } = useParams();
  const { t } = useTranslation('shell');
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitationApi.preview(token),
    retry: false,
  });
  return (
    <AuthCard
      title={t('invite.title')}
      subtitle={preview.data ? t('invite.subtitle', inviteParams(preview.data)) : ''}
    >
      {preview.isPending ? (
        <Loader aria-label={t('invite.loading')} mx="auto" />
      ) : preview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(preview.error, t('invite.notFound'))}
        </Alert>
      ) : (
        <InviteActions token={token} invitation={preview.data} />
      )}
    </AuthCard>
  );
}

function inviteParams(invitation: InvitationPreviewDto) {
  return {
    workspace: invitation.workspace_name,
    inviter: invitation.inviter_name ?? i18n.t('shell:invite.someone'),
    role: i18n.t(`shell:invite.roles.${invitation.role}`),
  };
}

function InviteActions({ token, invitation }: { token: string; invitation: InvitationPreviewDto }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useAuthActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const here = `/invite/${encodeURIComponent(token)}`;

  if (invitation.status !== 'pending') {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t(`invite.status.${invitation.status}`)}
      </Alert>
    );
  }
  if (!user) {
    const state = { from: here, email: invitation.email, invitation: token };
    return (
      <Stack gap="sm">
        <Text size="sm">{t('invite.signInFirst', { email: invitation.email })}</Text>
        <Button fullWidth onClick={() => void navigate('/login', { state })}>
          {t('invite.signIn')}
        </Button>
        <Button fullWidth variant="default" onClick={() => void navigate('/register', { state })}>
          {t('invite.register')}
        </Button>
      </Stack>
    );
  }
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" role="alert">
          {t('invite.otherAddress', { email: invitation.email, current: user.email })}
        </Alert>
        <Button
          fullWidth
          variant="default"
          onClick={() => signOut(null, { from: here, email: invitation.email })}
        >
          {t('invite.signOut')}
        </Button>
      </Stack>
    );
  }
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await invitationApi.accept(token);
      // One works in the workspace just joined, once the list of one's workspaces holds it.
      await queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
      chooseWorkspace(user.id, joined.id);
      notifySuccess(t('invite.joined', { workspace: invitation.workspace_name }));
      void navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(errorMessage(e, t('invite.failed')));
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button fullWidth disabled={busy} onClick={() => void accept()}>
        {t('invite.accept')}
      </Button>
    </Stack>
  );
}
