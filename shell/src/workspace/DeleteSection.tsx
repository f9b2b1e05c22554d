import {
  AppModal,
  Button,
  errorMessage,
  Group,
  notifyError,
  notifySuccess,
  Text,
  TextInput,
  useActiveWorkspace,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '../app/route-table';
import { DangerSection } from './DangerSection';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';

/**
 * Deletes the workspace (owners), once its name has been typed: its members and pending
 * invitations go with it. One's only workspace stays (the api refuses it too, with 409).
 */
export function DeleteSection({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('web');
  const { workspaces } = useActiveWorkspace();
  const reload = useReloadWorkspaces();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const only = workspaces.length <= 1;

  const close = () => {
    setAsking(false);
    setTyped('');
  };
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== workspace.name) return;
    setBusy(true);
    try {
      await workspaceApi.remove(workspace.id);
      notifySuccess(t('workspace.settings.deleted', { workspace: workspace.name }));
      // The list without it: one's own workspace becomes the one worked in.
      await reload();
      void navigate(SHELL_ROUTES.dashboard, { replace: true });
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.settings.deleteFailed')));
      setBusy(false);
      close();
    }
  };

  return (
    <DangerSection
      headingId="delete-heading"
      title={t('workspace.settings.deleteTitle')}
      hint={t('workspace.settings.deleteHint')}
      unavailable={only ? t('workspace.settings.onlyWorkspace') : null}
      actionLabel={t('workspace.settings.delete')}
      icon={<IconTrash size={16} aria-hidden />}
      onAction={() => setAsking(true)}
    >
      <AppModal
        opened={asking}
        onClose={busy ? () => undefined : close}
        title={t('workspace.settings.deleteTitle')}
      >
        <form onSubmit={(e) => void remove(e)} noValidate>
          <Text size="sm" mb="md">
            {t('workspace.settings.deleteQuestion', { workspace: workspace.name })}
          </Text>
          <TextInput
            label={t('workspace.settings.typeName', { workspace: workspace.name })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close} disabled={busy}>
              {common('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={typed !== workspace.name}>
              {t('workspace.settings.delete')}
            </Button>
          </Group>
        </form>
      </AppModal>
    </DangerSection>
  );
}
