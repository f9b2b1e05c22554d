import type { AnalyticsScopeName } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { qrApi, saveBlob, type Scope } from '../api/qr-api';
import type { AnalyticsRange } from './analytics-range';

/** Whose codes the series, export and live calls ask for: My Analytics' own, Global Analytics' all. */
export const scopeName = (scope: Scope): AnalyticsScopeName => (scope === 'admin' ? 'all' : 'own');

/**
 * The scans in scope (of one code when `qrId` is given) over the range, and their CSV export.
 * docs/product.md, Analytics: the summary and the series are asked for together; each answers its own blocks.
 * Every call covers the same codes: an administrator's My Analytics is their own codes'.
 */
export function useAnalytics(scope: Scope, range: AnalyticsRange, qrId?: number) {
  const days = { qrId, from: range.from, to: range.to };
  const scoped = { ...days, scope: scopeName(scope) };
  const summary = useQuery({
    queryKey: ['analytics', scope, qrId ?? 'all', range.from, range.to],
    queryFn: () => qrApi.summary(scope, days),
    staleTime: 0,
  });
  const series = useQuery({
    queryKey: ['analytics-series', scope, qrId ?? 'all', range.from, range.to, range.granularity],
    queryFn: () => qrApi.scansOverTime({ ...scoped, granularity: range.granularity }),
    staleTime: 0,
  });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await qrApi.exportCsv(scoped), 'qr-scans.csv');
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:analytics.failed')));
    }
    setExporting(false);
  };

  return { summary, series, exporting, exportCsv };
}
