import type { AnalyticsPeriod, AnalyticsSummary } from '@qrpanel/contracts';
import { SimpleGrid, StatCard, Text, useFormat, useTranslation } from '@qrpanel/web';
import { IconChartBar, IconEye, IconHandClick, IconQrcode, IconUsers } from '@tabler/icons-react';
import { dayText } from './range-texts';

export interface SummaryCardsProps {
  summary: AnalyticsSummary;
  /** The period before the range, as the comparisons end: 'in the previous 30 days'. */
  previousPeriod: string;
}

/**
 * The four cards of docs/product.md, Analytics; the scan cards compare the range with the period
 * before it. A hosted page's own analytics add its tap-through rate beside them.
 */
export function SummaryCards({ summary, previousPeriod }: SummaryCardsProps) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const period = summary.period;
  const scansComparison = period && (
    <Comparison
      change={period.change}
      previous={period.previous.scans}
      period={period}
      previousPeriod={previousPeriod}
    />
  );
  const rated = summary.tapThroughRate !== undefined;
  return (
    <SimpleGrid
      // A fifth card waits for the widest screens: five in a row need about 1,000 px.
      cols={rated ? { base: 2, lg: 3, xl: 5 } : { base: 2, lg: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      mb="lg"
    >
      <StatCard
        title={t('analytics.cards.totalQrCodes')}
        value={format.number(summary.totalQRCodes ?? 0)}
        theme="blue"
        icon={<IconQrcode size={26} />}
      />
      <StatCard
        title={t('analytics.cards.totalScans')}
        value={format.number(summary.totalScans ?? 0)}
        theme="green"
        icon={<IconChartBar size={26} />}
        footer={scansComparison}
      />
      <StatCard
        title={t('analytics.cards.uniqueScans')}
        value={format.number(summary.totalUniqueScans ?? 0)}
        theme="purple"
        icon={<IconUsers size={26} />}
        footer={
          period && (
            <Comparison
              change={period.uniqueChange}
              previous={period.previous.uniqueScans}
              period={period}
              previousPeriod={previousPeriod}
            />
          )
        }
      />
      {/* docs/product.md, Analytics: Total Visits is the same number as Total Scans. */}
      <StatCard
        title={t('analytics.cards.totalVisits')}
        value={format.number(summary.totalScans ?? 0)}
        theme="yellow"
        icon={<IconEye size={26} />}
        footer={scansComparison}
      />
      {rated ? <TapThroughRate rate={summary.tapThroughRate ?? null} /> : null}
    </SimpleGrid>
  );
}

/** Taps on a hosted page's links per 100 scans of the same days; a dash before any scan. */
function TapThroughRate({ rate }: { rate: number | null }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  // The api rounds to one decimal; it is always written with one, so rates line up.
  const value =
    rate === null
      ? '—'
      : format.number(rate / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <StatCard
      title={t('analytics.cards.tapThroughRate')}
      value={value}
      theme="blue"
      icon={<IconHandClick size={26} />}
      footer={
        <Text size="xs" c="dimmed" mt={4}>
          {t('analytics.cards.tapThroughHint')}
        </Text>
      }
    />
  );
}

interface ComparisonProps {
  /** Percent change against the previous period (20 is +20 %), null when it had nothing. */
  change: number | null;
  previous: number;
  period: AnalyticsPeriod;
  previousPeriod: string;
}

/** Up or down against the previous period, said in words (the colour and arrow only repeat it). */
export function Comparison({ change, previous, period, previousPeriod }: ComparisonProps) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const against = { previous, period: previousPeriod };
  // The sign is said in words (up, down), so the share is written without one.
  const share = (n: number) => format.percent(Math.abs(n) / 100, 1);
  let text = t('analytics.comparison.nothing', { period: previousPeriod });
  let color = 'dimmed';
  let arrow = '';
  if (change !== null && change > 0)
    [text, color, arrow] = [
      t('analytics.comparison.up', { ...against, change: share(change) }),
      'var(--qrp-color-success)',
      '↑',
    ];
  else if (change !== null && change < 0)
    [text, color, arrow] = [
      t('analytics.comparison.down', { ...against, change: share(change) }),
      'var(--mantine-color-error)',
      '↓',
    ];
  else if (change === 0) text = t('analytics.comparison.same', against);
  const span = t('analytics.comparison.span', {
    from: dayText(period.previous.from),
    to: dayText(period.previous.to),
  });
  return (
    <Text size="xs" c={color} mt={4} title={span} data-testid="period-comparison">
      {arrow && <span aria-hidden>{arrow} </span>}
      {text}
    </Text>
  );
}
