import {
  Button,
  ConfirmDialog,
  errorMessage,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  Paper,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto, WorkspaceMemberDto } from '@qrpanel/contracts';
import { useState } from 'react';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';

/** Hands the workspace to another member (owners): they become an owner, the owner an admin. */
export function TransferSection({
  workspace,
  others,
}: {
  workspace: WorkspaceDto;
  others: WorkspaceMemberDto[];
}) {
  const { t } = useTranslation('shell');
  const reload = useReloadWorkspaces();
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (others.length === 0) return null;
  const target = others.find((m) => String(m.user_id) === chosen);

  const transfer = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await workspaceApi.transfer(workspace.id, target.user_id);
      notifySuccess(t('workspace.settings.transferred', { name: target.name, workspace: workspace.name }));
      setAsking(false);
      setChosen('');
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.settings.transferFailed')));
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="transfer-heading">
      <Title order={2} fz="lg" mb="xs" id="transfer-heading">
        {t('workspace.settings.transferTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('workspace.settings.transferHint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('workspace.settings.transferTo')}
          value={chosen}
          data={[
            { value: '', label: t('workspace.settings.chooseMember') },
            ...others.map((m) => ({ value: String(m.user_id), label: `${m.name} (${m.email})` })),
          ]}
          onChange={(e) => setChosen(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 480 }}
        />
        <Button variant="default" disabled={!target} onClick={() => setAsking(true)}>
          {t('workspace.settings.transfer')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking && target !== undefined}
        title={t('workspace.settings.transferTitle')}
        message={
          target
            ? t('workspace.settings.transferQuestion', { name: target.name, workspace: workspace.name })
            : ''
        }
        confirmLabel={t('workspace.settings.transfer')}
        danger
        busy={busy}
        onConfirm={() => void transfer()}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
