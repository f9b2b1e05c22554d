import { describeAnalyticsScreen } from '../testing/analytics-screen';

// ECharts needs a canvas, which jsdom lacks; the charts have their own place in the e2e journeys.
jest.mock('../analytics/Charts', () => ({
  __esModule: true,
  default: ({ trendTitle }: { trendTitle: string }) => `Scan charts: ${trendTitle}`,
}));
jest.mock('../api/qr-api', () => ({
  ...jest.requireActual<typeof import('../api/qr-api')>('../api/qr-api'),
  saveBlob: jest.fn(),
}));

describeAnalyticsScreen({
  title: 'Global Analytics',
  germanTitle: 'Globale Analysen',
  path: '/admin/analytics',
  scope: 'admin',
  role: 'admin',
});
