import {
  AppModal,
  Button,
  errorMessage,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  Stack,
  Text,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceOverviewDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { loadAssignablePlans } from '../users/AssignPlanModal';

/** No plan of its own: the workspace follows its owner's. */
const OWNERS = 'owner';

/** Gives a workspace a plan of its own (super_admin), or lets it follow its owner's again. */
export function WorkspacePlanModal({
  workspace,
  onClose,
  onSaved,
}: {
  workspace: WorkspaceOverviewDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AppModal opened={workspace !== null} onClose={onClose} title={t('workspaces.plan.title')}>
      {workspace ? (
        <WorkspacePlanForm key={workspace.id} workspace={workspace} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </AppModal>
  );
}

function WorkspacePlanForm({
  workspace,
  onClose,
  onSaved,
}: {
  workspace: WorkspaceOverviewDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['admin', 'web']);
  const plans = useQuery({ queryKey: ADMIN_KEYS.assignablePlans, queryFn: loadAssignablePlans });
  const [choice, setChoice] = useState(workspace.plan_id === null ? OWNERS : String(workspace.plan_id));
  const [busy, setBusy] = useState(false);
  const offered = (plans.data ?? []).filter((p) => p.status === 'active' || p.id === workspace.plan_id);

  const save = async () => {
    setBusy(true);
    try {
      await adminApi.setWorkspacePlan(workspace.id, { planId: choice === OWNERS ? null : Number(choice) });
      notifySuccess(t('workspaces.plan.done'));
      onSaved();
      onClose();
    } catch (e) {
      notifyError(errorMessage(e, t('workspaces.plan.failed')));
    }
    setBusy(false);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('workspaces.plan.which', { name: workspace.name })}</Text>
      <NativeSelect
        label={t('workspaces.plan.label')}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[
          { value: OWNERS, label: t('workspaces.plan.owners') },
          ...offered.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('web:common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t('workspaces.plan.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
