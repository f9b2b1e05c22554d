import ReactEChartsCore from 'echarts-for-react/lib/core';
import { LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useFormat, useIsDark, useTranslation } from '@qrpanel/web';

echarts.use([LineChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

/** The 30-day line (SVG: labels stay text, no animation), in the colour scheme the user sees. */
export default function ScansChart({ points }: { points: { date: string; scans: number }[] }) {
  // ECharts' own dark theme for its texts and axes, on the block's background (as analytics' charts).
  const dark = useIsDark();
  const { t } = useTranslation('shell');
  const format = useFormat();
  // A day as the page's language writes it short ('Jan 30', '30 ene', '30. Jan.'); the days are UTC dates.
  const day = (date: string) =>
    format.date(`${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <div role="img" aria-label={t('dashboard.scans.chart')}>
      <ReactEChartsCore
        echarts={echarts}
        theme={dark ? 'dark' : undefined}
        style={{ height: 240 }}
        opts={{ renderer: 'svg' }}
        option={{
          animation: false,
          ...(dark ? { backgroundColor: 'transparent' } : {}),
          aria: { enabled: true },
          tooltip: { trigger: 'axis' },
          grid: { left: 40, right: 16, top: 16, bottom: 32 },
          xAxis: { type: 'category', data: points.map((p) => day(p.date)) },
          yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (n: number) => format.number(n) } },
          series: [
            {
              type: 'line',
              name: t('dashboard.scans.series'),
              data: points.map((p) => p.scans),
              smooth: true,
              areaStyle: {},
            },
          ],
        }}
      />
    </div>
  );
}
