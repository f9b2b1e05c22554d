import {
  errorMessage,
  notifyError,
  notifySuccess,
  Paper,
  Switch,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState } from 'react';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';

/**
 * Owners require two-factor sign-in of every member (PATCH /api/workspaces/{id}
 * `require_2fa`): a member without it is sent to set it up at their next sign-in.
 */
export function TwoFactorRequirement({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const reload = useReloadWorkspaces();
  const [required, setRequired] = useState(workspace.require_2fa);
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const saved = await workspaceApi.update(workspace.id, { require_2fa: next });
      setRequired(saved.require_2fa);
      notifySuccess(
        t(saved.require_2fa ? 'workspace.settings.twoFactorOn' : 'workspace.settings.twoFactorOff'),
      );
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.settings.twoFactorFailed')));
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-factor-heading">
      <Title order={2} fz="lg" mb="xs" id="two-factor-heading">
        {t('workspace.settings.twoFactorTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('workspace.settings.twoFactorHint')}
      </Text>
      <Switch
        label={t('workspace.settings.twoFactorRequire')}
        checked={required}
        disabled={busy}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
    </Paper>
  );
}
