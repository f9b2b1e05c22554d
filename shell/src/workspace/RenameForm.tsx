import { Button, Paper, Stack, Title, useTranslation } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { WorkspaceNameInput } from './WorkspaceNameInput';
import { useWorkspaceSave } from './use-workspace-save';

/** The workspace's name, 1 to 64 characters (owners and admins: PATCH /api/workspaces/{id}). */
export function RenameForm({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const [name, setName] = useState(workspace.name);
  const { save, busy, error, setError } = useWorkspaceSave(workspace, {
    saved: () => t('workspace.settings.renamed'),
    failed: t('workspace.settings.renameFailed'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('workspace.create.nameRequired'));
    const renamed = await save({ name: name.trim() }, 'name');
    if (renamed) setName(renamed.name);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="name-heading">
      <Title order={2} fz="lg" mb="md" id="name-heading">
        {t('workspace.settings.nameTitle')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md" maw={480}>
          <WorkspaceNameInput
            label={t('workspace.settings.name')}
            value={name}
            error={error}
            onChange={setName}
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('workspace.settings.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
