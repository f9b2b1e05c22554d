import '../i18n';
import { AnalyticsScreen } from '../analytics/AnalyticsScreen';

/** /analytics */
export default function MyAnalytics() {
  return <AnalyticsScreen scope="user" />;
}
