import type { UsageMeterDto, WorkspaceUsageDto } from '@qrpanel/contracts';
import { Group, Progress, Stack, Text, useFormat, useTranslation, type MantineSize } from '@qrpanel/web';

/** From this share of a limit on, its meter turns yellow and the upgrade is offered. */
const NEAR = 0.8;

export type MeterName = 'qrCodes' | 'scansThisMonth';

/** The limits the plan has (an unlimited one, or an administrator's workspace, has none). */
export function limitedMeters(usage: WorkspaceUsageDto): [MeterName, UsageMeterDto][] {
  return (
    [
      ['qrCodes', usage.qr_codes],
      ['scansThisMonth', usage.scans_this_month],
    ] as [MeterName, UsageMeterDto][]
  ).filter(([, meter]) => meter.limit > 0);
}

/** Whether any limit is near (or at) its end: then the upgrade is offered beside the meters. */
export function nearALimit(meters: [MeterName, UsageMeterDto][]): boolean {
  return meters.some(([, meter]) => meter.used >= meter.limit * NEAR);
}

/** Each limit as "2 of 3" over a bar, blue, yellow from 80 %, red at the limit. */
export function UsageMeters({
  meters,
  size = 'sm',
}: {
  meters: [MeterName, UsageMeterDto][];
  size?: MantineSize;
}) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <Stack gap={size === 'sm' ? 'sm' : 6}>
      {meters.map(([name, meter]) => (
        <div key={name}>
          <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
            <Text size={size}>{t(`dashboard.usage.${name}`)}</Text>
            <Text size={size} c="dimmed">
              {t('dashboard.usage.of', {
                used: format.number(meter.used),
                limit: format.number(meter.limit),
              })}
            </Text>
          </Group>
          <Progress
            size={size}
            value={share(meter) * 100}
            color={colourOf(meter)}
            aria-label={t(`dashboard.usage.${name}`)}
          />
        </div>
      ))}
    </Stack>
  );
}

const share = (meter: UsageMeterDto) => Math.min(1, meter.used / meter.limit);

function colourOf(meter: UsageMeterDto): string {
  if (meter.used >= meter.limit) return 'red';
  return share(meter) >= NEAR ? 'yellow' : 'blue';
}
