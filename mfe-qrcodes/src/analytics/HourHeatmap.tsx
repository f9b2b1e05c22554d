import type { AnalyticsSummary } from '@qrpanel/contracts';
import { Box, Table, Text, useFormat, useTranslation } from '@qrpanel/web';
import { ChartCard } from './ChartCard';
import { hourGrid, hourLabel, weekdayNames } from './chart-data';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface HourHeatmapProps {
  summary?: AnalyticsSummary;
  loading?: boolean;
}

/**
 * When codes are scanned, hour by weekday in each code owner's time zone. Drawn as HTML, not
 * on a canvas, so that every cell carries its own label, and with the same figures as a table.
 */
export function HourHeatmap({ summary, loading }: HourHeatmapProps) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const grid = hourGrid(summary);
  const max = Math.max(0, ...grid.flat());
  const weekdays = weekdayNames(format);
  const hours = HOURS.map((hour) => hourLabel(hour, format));
  return (
    <ChartCard
      title={t('analytics.heatmap.title')}
      testId="chart-heatmap"
      loading={loading}
      empty={max === 0 && t('analytics.heatmap.empty')}
    >
      <Text size="xs" c="dimmed" mb="xs">
        {t('analytics.heatmap.note')}
      </Text>
      <Box
        style={{ display: 'grid', gridTemplateColumns: '6.5rem repeat(24, minmax(0, 1fr))', gap: 2 }}
        data-testid="heatmap-grid"
      >
        <span />
        {HOURS.map((hour) => (
          <Text key={hour} size="10px" c="dimmed" ta="center" aria-hidden>
            {hour % 3 === 0 ? hour : ''}
          </Text>
        ))}
        {weekdays.map((day, weekday) => [
          <Text key={weekday} size="xs" aria-hidden>
            {day}
          </Text>,
          ...HOURS.map((hour) => {
            const scans = grid[weekday][hour];
            const label = t('analytics.heatmap.cell', { day, hour: hours[hour], count: scans });
            return (
              <div
                key={`${weekday}-${hour}`}
                role="img"
                aria-label={label}
                title={label}
                data-scans={scans}
                style={{ aspectRatio: '1', minHeight: 12, borderRadius: 2, background: shade(scans, max) }}
              />
            );
          }),
        ])}
      </Box>
      <details>
        <summary>
          <Text span size="sm">
            {t('analytics.heatmap.showTable')}
          </Text>
        </summary>
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('analytics.heatmap.tableLabel')}
        >
          <Table striped withTableBorder fz="xs" data-testid="heatmap-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.heatmap.day')}</Table.Th>
                {HOURS.map((hour) => (
                  <Table.Th key={hour} scope="col" ta="right">
                    {hours[hour]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weekdays.map((day, weekday) => (
                <Table.Tr key={weekday}>
                  <Table.Th scope="row">{day}</Table.Th>
                  {HOURS.map((hour) => (
                    <Table.Td key={hour} ta="right">
                      {format.number(grid[weekday][hour])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </details>
    </ChartCard>
  );
}

/** Blue, stronger with more scans; an empty hour stays a faint grey. */
function shade(scans: number, max: number): string {
  if (!scans || !max) return 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))';
  return `rgba(34, 139, 230, ${(0.15 + 0.85 * (scans / max)).toFixed(2)})`;
}
