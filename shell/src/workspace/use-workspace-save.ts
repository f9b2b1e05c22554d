import { errorMessage, fieldErrors, notifyError, notifySuccess, type UpdateWorkspaceDto } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState } from 'react';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';

/**
 * One change to a workspace's settings (PATCH /api/workspaces/{id}), as each section of
 * /workspace saves it: busy while it runs, the field's message when refused, a toast either
 * way, and the workspace list read again once saved.
 */
export function useWorkspaceSave(
  workspace: WorkspaceDto,
  texts: { saved: (saved: WorkspaceDto) => string; failed: string },
) {
  const reload = useReloadWorkspaces();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** The workspace as saved, or undefined when the api refused the change. */
  const save = async (change: UpdateWorkspaceDto, field: keyof UpdateWorkspaceDto) => {
    setError(undefined);
    setBusy(true);
    try {
      const saved = await workspaceApi.update(workspace.id, change);
      notifySuccess(texts.saved(saved));
      await reload();
      return saved;
    } catch (e) {
      setError(fieldErrors(e)[field]);
      notifyError(errorMessage(e, texts.failed));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy, error, setError };
}
