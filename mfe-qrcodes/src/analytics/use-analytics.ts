import { errorMessage, notifyError } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { qrApi, saveBlob, type Scope } from '../api/qr-api';
import { TEXTS } from '../texts';

/** The scans in scope (of one code when `qrId` is given) and their CSV export. */
export function useAnalytics(scope: Scope, qrId?: number) {
  const query = useQuery({
    queryKey: ['analytics', scope, qrId ?? 'all'],
    // SPEC.md §7: the summary and the series are loaded together.
    queryFn: () => Promise.all([qrApi.summary(scope, qrId), qrApi.scansOverTime(qrId)]),
    staleTime: 0,
  });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await qrApi.exportCsv(qrId), 'qr-scans.csv');
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.analyticsFailed));
    }
    setExporting(false);
  };

  return { query, exporting, exportCsv };
}
