import { Anchor, Stack, Text, useTranslation, useWorkspaceUsage } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { limitedMeters, nearALimit, UsageMeters } from '../dashboard/UsageMeters';

/**
 * The sidebar's plan area: the active workspace's plan and its meters, small, on every
 * screen, with Upgrade Plan once a limit is near. Nothing for a plan without limits.
 */
export function PlanArea({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const usage = useWorkspaceUsage();
  if (!usage.data) return null;
  const meters = limitedMeters(usage.data);
  if (!meters.length) return null;
  return (
    <Stack
      gap={6}
      px="sm"
      pb="sm"
      data-testid="sidebar-plan"
      aria-label={t('dashboard.usage.title', { plan: usage.data.plan_name ?? '' })}
      role="group"
    >
      <Text size="xs" fw={700} c="dimmed">
        {t('dashboard.usage.title', { plan: usage.data.plan_name ?? '' })}
      </Text>
      <UsageMeters meters={meters} size="xs" />
      {nearALimit(meters) ? (
        <Anchor component={Link} to="/pricing" size="sm" fw={600} onClick={onNavigate}>
          {t('header.upgrade')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
