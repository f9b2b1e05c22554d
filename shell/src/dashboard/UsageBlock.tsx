import { Button, Group, Paper, Title, useTranslation, useWorkspaceUsage } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { limitedMeters, nearALimit, UsageMeters } from './UsageMeters';

/**
 * The workspace's use of its plan's limits (codes, scans this month) as meters, so that a
 * limit is seen coming, not found by a form that fails. Only the limits the plan has: an
 * unlimited plan, or an administrator's workspace, shows nothing.
 */
export function UsageBlock() {
  const { t } = useTranslation('shell');
  const usage = useWorkspaceUsage();
  if (!usage.data) return null;
  const meters = limitedMeters(usage.data);
  if (!meters.length) return null;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="usage-heading"
      data-testid="dashboard-usage"
    >
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="lg" id="usage-heading">
          {t('dashboard.usage.title', { plan: usage.data.plan_name ?? '' })}
        </Title>
        {nearALimit(meters) ? (
          <Button component={Link} to="/pricing" size="xs" variant="light">
            {t('header.upgrade')}
          </Button>
        ) : null}
      </Group>
      <UsageMeters meters={meters} />
    </Paper>
  );
}
