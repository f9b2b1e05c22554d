import '../i18n';
import { AnalyticsScreen } from '../analytics/AnalyticsScreen';

/** /admin/analytics */
export default function GlobalAnalytics() {
  return <AnalyticsScreen scope="admin" />;
}
