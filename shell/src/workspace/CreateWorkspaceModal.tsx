import {
  AppModal,
  Button,
  errorMessage,
  fieldErrors,
  Group,
  notifyError,
  notifySuccess,
  Stack,
  TextInput,
  useTranslation,
  WORKSPACES_KEY,
} from '@qrpanel/web';
import { WORKSPACE_NAME_MAX_LENGTH, type WorkspaceDto } from '@qrpanel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
          <TextInput
            label={t('workspace.create.name')}
            description={t('workspace.nameHint', { max: WORKSPACE_NAME_MAX_LENGTH })}
            name="name"
            autoComplete="off"
            required
            maxLength={WORKSPACE_NAME_MAX_LENGTH}
            value={name}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
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
