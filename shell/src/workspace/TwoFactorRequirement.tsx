import { Paper, Switch, Text, Title, useTranslation } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState } from 'react';
import { useWorkspaceSave } from './use-workspace-save';

/**
 * Owners require two-factor sign-in of every member (PATCH /api/workspaces/{id}
 * `require_2fa`): a member without it is sent to set it up at their next sign-in.
 */
export function TwoFactorRequirement({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const [required, setRequired] = useState(workspace.require_2fa);
  const { save, busy } = useWorkspaceSave(workspace, {
    saved: (saved) =>
      t(saved.require_2fa ? 'workspace.settings.twoFactorOn' : 'workspace.settings.twoFactorOff'),
    failed: t('workspace.settings.twoFactorFailed'),
  });

  const change = async (next: boolean) => {
    const saved = await save({ require_2fa: next }, 'require_2fa');
    if (saved) setRequired(saved.require_2fa);
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
