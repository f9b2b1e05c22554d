import {
  AppModal,
  Button,
  errorMessage,
  fieldErrors,
  Group,
  notifyError,
  notifySuccess,
  Stack,
  useTranslation,
  WORKSPACES_KEY,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WorkspaceNameInput } from './WorkspaceNameInput';
import { workspaceApi } from './workspace-api';

export interface CreateWorkspaceModalProps {
  opened: boolean;
  onClose: () => void;
  /** After it exists (the caller its owner). */
  onCreated: (workspace: WorkspaceDto) => void;
}

/** "Create workspace": a name of 1 to 64 characters; on failure it stays open with the name. */
export function CreateWorkspaceModal({ opened, onClose, onCreated }: CreateWorkspaceModalProps) {
  const { t } = useTranslation(['shell', 'web']);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setName('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('workspace.create.nameRequired'));
    setError(undefined);
    setBusy(true);
    try {
      const created = await workspaceApi.create({ name: name.trim() });
      await queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
      notifySuccess(t('workspace.create.done', { name: created.name }));
      onCreated(created);
      close();
    } catch (e) {
      setError(fieldErrors(e).name);
      notifyError(errorMessage(e, t('workspace.create.failed')));
    }
    setBusy(false);
  };

  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : close} title={t('workspace.create.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <WorkspaceNameInput
            label={t('workspace.create.name')}
            value={name}
            error={error}
            onChange={setName}
            autoFocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('workspace.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
