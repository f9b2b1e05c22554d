import type { AnalyticsSummary, ScansOverTimePoint } from '@qrpanel/contracts';
import { Paper, SimpleGrid, Text, Title } from '@qrpanel/web';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts';
import { countryBars, hasTrend, osSlices, PIE_PALETTE } from './chart-data';

// Only the parts drawn here; SVG keeps the labels as text (readable, and sharp when printed).
echarts.use([LineChart, PieChart, BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

/** No animation: charts are drawn at once (screenshots, tests, reduced motion). */
const BASE = { animation: false, aria: { enabled: true }, tooltip: {} };

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `${testId}-heading`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Chart({ option, label }: { option: object; label: string }) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={{ ...BASE, ...option }}
        style={{ height: 300 }}
        opts={{ renderer: 'svg' }}
      />
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" py="xl" ta="center">
      {text}
    </Text>
  );
}

/** The line, pie and bar charts of SPEC.md §2 Analytics. */
export default function Charts({
  summary,
  points,
}: {
  summary: AnalyticsSummary;
  points: ScansOverTimePoint[];
}) {
  const slices = osSlices(summary);
  const bars = countryBars(summary);
  return (
    <>
      <ChartCard title={TEXTS.trendTitle} testId="chart-trend">
        {hasTrend(points) ? (
          <Chart
            label={TEXTS.trendTitle}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 40, right: 20, top: 20, bottom: 40 },
              xAxis: { type: 'category', data: points.map((p) => p.date.slice(5, 10)) },
              yAxis: { type: 'value', minInterval: 1 },
              series: [{ type: 'line', name: 'Scans', smooth: true, data: points.map((p) => p.scans) }],
            }}
          />
        ) : (
          <Empty text={TEXTS.trendEmpty} />
        )}
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
        <ChartCard title={TEXTS.osTitle} testId="chart-os">
          {slices.length ? (
            <Chart
              label={TEXTS.osTitle}
              option={{
                color: PIE_PALETTE,
                tooltip: { trigger: 'item' },
                series: [
                  {
                    type: 'pie',
                    name: 'Scans',
                    radius: '65%',
                    data: slices,
                    label: { formatter: '{b}: {d}%' },
                  },
                ],
              }}
            />
          ) : (
            <Empty text={TEXTS.osEmpty} />
          )}
        </ChartCard>
        <ChartCard title={TEXTS.countryTitle} testId="chart-country">
          {bars.length ? (
            <Chart
              label={TEXTS.countryTitle}
              option={{
                grid: { left: 120, right: 30, top: 10, bottom: 30 },
                xAxis: { type: 'value', minInterval: 1 },
                yAxis: { type: 'category', data: bars.map((b) => b.name) },
                series: [
                  {
                    type: 'bar',
                    name: 'Scans',
                    data: bars.map((b) => b.value),
                    label: { show: true, position: 'right' },
                  },
                ],
              }}
            />
          ) : (
            <Empty text={TEXTS.countryEmpty} />
          )}
        </ChartCard>
      </SimpleGrid>
    </>
  );
}
