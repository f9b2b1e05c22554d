import {
  Button,
  errorMessage,
  fieldErrors,
  notifyError,
  notifySuccess,
  Paper,
  Stack,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { WorkspaceNameInput } from './WorkspaceNameInput';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';

/** The workspace's name, 1 to 64 characters (owners and admins: PATCH /api/workspaces/{id}). */
export function RenameForm({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const reload = useReloadWorkspaces();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('workspace.create.nameRequired'));
    setError(undefined);
    setBusy(true);
    try {
      const renamed = await workspaceApi.update(workspace.id, { name: name.trim() });
      setName(renamed.name);
      notifySuccess(t('workspace.settings.renamed'));
      await reload();
    } catch (e) {
      setError(fieldErrors(e).name);
      notifyError(errorMessage(e, t('workspace.settings.renameFailed')));
    }
    setBusy(false);
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
