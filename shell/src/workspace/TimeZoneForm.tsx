import { Button, NativeSelect, Paper, Stack, Title, useTranslation } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { timeZones } from '../account/time-zones';
import { useWorkspaceSave } from './use-workspace-save';

/** The value of "as in its maker's profile" (the api's null). */
const FOLLOW_MAKER = '';

/**
 * The zone the workspace's analytics count hours of the week in (owners and admins:
 * PATCH /api/workspaces/{id}), shared by its members whatever their own profile's zone.
 */
export function TimeZoneForm({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const [zone, setZone] = useState(workspace.time_zone ?? FOLLOW_MAKER);
  const { save, busy, error } = useWorkspaceSave(workspace, {
    saved: () => t('workspace.settings.zoneSaved'),
    failed: t('workspace.settings.zoneFailed'),
  });
  const makersZone = workspace.time_zone === null ? workspace.analytics_time_zone : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save({ time_zone: zone === FOLLOW_MAKER ? null : zone }, 'time_zone');
    if (saved) setZone(saved.time_zone ?? FOLLOW_MAKER);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="zone-heading">
      <Title order={2} fz="lg" mb="md" id="zone-heading">
        {t('workspace.settings.zoneTitle')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md" maw={480}>
          <NativeSelect
            label={t('workspace.settings.zone')}
            description={t('workspace.settings.zoneHint')}
            data={[
              {
                value: FOLLOW_MAKER,
                label: makersZone
                  ? t('workspace.settings.followMakerNow', { zone: makersZone })
                  : t('workspace.settings.followMaker'),
              },
              ...timeZones(),
            ]}
            value={zone}
            error={error}
            onChange={(e) => setZone(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('workspace.settings.saveZone')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
