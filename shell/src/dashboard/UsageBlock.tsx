import type { UsageMeterDto } from '@qrpanel/contracts';
import {
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  useFormat,
  useTranslation,
  useWorkspaceUsage,
} from '@qrpanel/web';
import { Link } from 'react-router-dom';

/** From this share of a limit on, its meter turns yellow and the upgrade is offered. */
const NEAR = 0.8;

/**
 * The workspace's use of its plan's limits (codes, scans this month) as meters, so that a
 * limit is seen coming, not found by a form that fails. Only the limits the plan has: an
 * unlimited plan, or an administrator's workspace, shows nothing.
 */
export function UsageBlock() {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const usage = useWorkspaceUsage();
  if (!usage.data) return null;
  const meters = (
    [
      ['qrCodes', usage.data.qr_codes],
      ['scansThisMonth', usage.data.scans_this_month],
    ] as const
  ).filter(([, meter]) => meter.limit > 0);
  if (!meters.length) return null;
  const near = meters.some(([, meter]) => meter.used >= meter.limit * NEAR);
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
        {near ? (
          <Button component={Link} to="/pricing" size="xs" variant="light">
            {t('header.upgrade')}
          </Button>
        ) : null}
      </Group>
      <Stack gap="sm">
        {meters.map(([name, meter]) => (
          <div key={name}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm">{t(`dashboard.usage.${name}`)}</Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.usage.of', {
                  used: format.number(meter.used),
                  limit: format.number(meter.limit),
                })}
              </Text>
            </Group>
            <Progress
              value={share(meter) * 100}
              color={colourOf(meter)}
              aria-label={t(`dashboard.usage.${name}`)}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

const share = (meter: UsageMeterDto) => Math.min(1, meter.used / meter.limit);

function colourOf(meter: UsageMeterDto): string {
  if (meter.used >= meter.limit) return 'red';
  return share(meter) >= NEAR ? 'yellow' : 'blue';
}
