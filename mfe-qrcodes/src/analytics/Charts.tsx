import type { AnalyticsGranularity, AnalyticsSummary, ScansOverTimePoint } from '@qrpanel/contracts';
import {
  ErrorState,
  SimpleGrid,
  Text,
  useFormat,
  useIsDark,
  useMediaQuery,
  useTranslation,
} from '@qrpanel/web';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import {
  browserBars,
  chartNames,
  cityBars,
  countryBars,
  deviceSlices,
  hasTrend,
  languageBars,
  osSlices,
  PIE_PALETTE,
  pointLabel,
  regionBars,
  type ChartNames,
  type Entry,
} from './chart-data';

// Only the parts drawn here; SVG keeps the labels as text (readable, and sharp when printed).
echarts.use([
  LineChart,
  PieChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

/** Where a pie's labels give way to a legend under it: a label line has no room there. */
const PHONE = '(max-width: 48em)';

/** More slices than this read better as ranked bars than as a pie. */
const PIE_MAX_SLICES = 4;

/** No animation: charts are drawn at once (screenshots, tests, reduced motion). */
const BASE = { animation: false, tooltip: {} };

/** What ECharts hands a label's or tooltip's formatter. */
interface Shown {
  name: string;
  value: number;
  percent?: number;
}

/**
 * A chart as wide as its block; echarts-for-react redraws it when the block is resized.
 * Its numbers and dates are written by the page's language (ECharts' own would be English).
 */
function Chart({ option, label, height = 300 }: { option: object; label: string; height?: number }) {
  // ECharts' own dark theme for its texts and axes, on the card's background.
  const dark = useIsDark();
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        theme={dark ? 'dark' : undefined}
        option={{
          ...BASE,
          // The block's own words, not ECharts' English description of the chart.
          aria: { enabled: true, label: { description: label } },
          ...(dark ? { backgroundColor: 'transparent' } : {}),
          ...option,
        }}
        style={{ height, width: '100%' }}
        opts={{ renderer: 'svg' }}
        autoResize
      />
    </div>
  );
}

/**
 * A few slices with their shares in whole percents: beside the slices on a desk, in a legend
 * under the pie on a phone, where label lines would be cut at the block's edge.
 */
function Pie({ label, entries }: { label: string; entries: Entry[] }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const phone = useMediaQuery(PHONE);
  const total = entries.reduce((sum, e) => sum + e.value, 0) || 1;
  const share = (name: string, part: number) =>
    t('analytics.charts.share', { name, share: format.percent(part, 0) });
  const valueOf = new Map(entries.map((e) => [e.name, e.value]));
  return (
    <Chart
      label={label}
      option={{
        color: PIE_PALETTE,
        tooltip: { trigger: 'item', valueFormatter: (value: number) => format.number(value) },
        ...(phone
          ? {
              legend: {
                bottom: 0,
                formatter: (name: string) => share(name, (valueOf.get(name) ?? 0) / total),
              },
            }
          : {}),
        series: [
          {
            type: 'pie',
            name: t('analytics.trend.series'),
            // Small enough, with short label lines, to leave a half-width block room for 'Desktop: 50%'.
            radius: phone ? ['0%', '60%'] : '55%',
            center: phone ? ['50%', '42%'] : ['50%', '50%'],
            labelLine: { show: !phone, length: 8, length2: 8 },
            data: entries,
            label: {
              show: !phone,
              formatter: ({ name, percent = 0 }: Shown) => share(name, percent / 100),
            },
          },
        ],
      }}
    />
  );
}

/** Horizontal bars, the most scanned at the top, the count at each bar's end. */
function Bars({ label, entries }: { label: string; entries: Entry[] }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const number = (value: number) => format.number(value);
  return (
    <Chart
      label={label}
      height={Math.max(160, 36 * entries.length + 40)}
      option={{
        tooltip: { valueFormatter: number },
        grid: { left: 10, right: 40, top: 10, bottom: 30, containLabel: true },
        xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: number } },
        yAxis: { type: 'category', data: entries.map((b) => b.name) },
        series: [
          {
            type: 'bar',
            name: t('analytics.trend.series'),
            data: entries.map((b) => b.value),
            label: { show: true, position: 'right', formatter: ({ value }: Shown) => number(value) },
          },
        ],
      }}
    />
  );
}

/**
 * The breakdowns under the trend, in this order: each a pie (bars when it has more than
 * PIE_MAX_SLICES) or bars of the summary's entries.
 */
const BREAKDOWNS: {
  /** Its title's and empty text's place in the catalog. */
  key: 'os' | 'country' | 'browser' | 'device' | 'region' | 'city' | 'language';
  entries: (summary: AnalyticsSummary, names: ChartNames) => Entry[];
  pie?: boolean;
}[] = [
  { key: 'os', entries: osSlices, pie: true },
  { key: 'country', entries: countryBars },
  { key: 'browser', entries: browserBars },
  { key: 'device', entries: deviceSlices, pie: true },
  { key: 'region', entries: regionBars },
  { key: 'city', entries: cityBars },
  { key: 'language', entries: languageBars },
];

/** A breakdown's block: its chart, or its empty text when no scan says. */
function Breakdown(props: {
  title: string;
  testId: string;
  empty: string;
  entries: Entry[] | undefined;
  pie?: boolean;
}) {
  const { title, testId, empty, entries, pie } = props;
  const Draw = pie && (entries?.length ?? 0) <= PIE_MAX_SLICES ? Pie : Bars;
  return (
    <ChartCard title={title} testId={testId} loading={!entries} empty={entries?.length === 0 && empty}>
      {entries && <Draw label={title} entries={entries} />}
    </ChartCard>
  );
}

export interface ChartsProps {
  /** Undefined while it loads. */
  summary?: AnalyticsSummary;
  points?: ScansOverTimePoint[];
  trendTitle: string;
  granularity: AnalyticsGranularity;
  /** The range spans more than one calendar year: days are labelled with theirs. */
  spansYears: boolean;
  /** The series could not be read: the trend's block says so and offers to try again. */
  onTrendRetry?: () => void;
}

/** The line, pie and bar charts of docs/product.md, Analytics, and the other breakdowns of the range. */
export default function Charts({
  summary,
  points,
  trendTitle,
  granularity,
  spansYears,
  onTrendRetry,
}: ChartsProps) {
  const { t, i18n } = useTranslation('qrcodes');
  const format = useFormat();
  const names = useMemo(() => chartNames(i18n.language), [i18n.language]);
  const of = (entries: (s: AnalyticsSummary, n: ChartNames) => Entry[]) =>
    summary ? entries(summary, names) : undefined;
  const number = (value: number) => format.number(value);
  return (
    <>
      <ChartCard
        title={trendTitle}
        testId="chart-trend"
        loading={!points && !onTrendRetry}
        empty={points && !hasTrend(points) && t('analytics.trend.empty')}
      >
        {onTrendRetry ? (
          <ErrorState message={t('analytics.failed')} onRetry={onTrendRetry} />
        ) : (
          points && (
            <Chart
              label={trendTitle}
              option={{
                tooltip: { trigger: 'axis', valueFormatter: number },
                // The axes' labels inside the block, however wide their numbers, and a date
                // label that would touch its neighbour left out (a phone has room for few).
                grid: { left: 8, right: 20, top: 20, bottom: 8, containLabel: true },
                xAxis: {
                  type: 'category',
                  data: points.map((p) => pointLabel(p.date, granularity, spansYears, format)),
                  axisLabel: { hideOverlap: true },
                },
                yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: number, hideOverlap: true } },
                series: [
                  {
                    type: 'line',
                    name: t('analytics.trend.series'),
                    smooth: true,
                    data: points.map((p) => p.scans),
                  },
                ],
              }}
            />
          )
        )}
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
        {BREAKDOWNS.map(({ key, entries, pie }) => (
          <Breakdown
            key={key}
            title={t(`analytics.charts.${key}.title`)}
            testId={`chart-${key}`}
            empty={t(`analytics.charts.${key}.empty`)}
            entries={of(entries)}
            pie={pie}
          />
        ))}
      </SimpleGrid>
      {/* DB-IP's licence (CC BY 4.0) asks for this link where its places are used. */}
      <Text size="xs" c="dimmed" mt="sm">
        <a href="https://db-ip.com">{t('analytics.charts.attribution')}</a>
      </Text>
    </>
  );
}
