import { DESIGN_MESSAGES, type QrDesign } from '@qrpanel/contracts';
import { Text, useTranslation } from '@qrpanel/web';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { canDecode, decodesBack, quickScan, type ScanVerdict } from '../picture/scan-check';
import { useContractText } from '../ui/contract-texts';

export interface ScanIndicatorProps {
  payload: string;
  design: QrDesign;
  logoHref: string | null;
}

/**
 * The scannability verdict beside the preview, the api's check run in the browser on what
 * the preview drew (so as often as its debounce allows): contrast and logo at once, then
 * the drawn picture decoded.
 */
export function ScanIndicator({ payload, design, logoHref }: ScanIndicatorProps) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const quick = useMemo(() => quickScan(payload, design), [payload, design]);
  const [decoded, setDecoded] = useState<{ of: unknown[]; ok: boolean } | null>(null);
  const inputs = useMemo(() => [payload, design, logoHref], [payload, design, logoHref]);
  useEffect(() => {
    if (quick.state !== 'ok' || !canDecode()) return;
    let current = true;
    void decodesBack(payload, design, logoHref)
      .catch(() => false)
      .then((ok) => current && setDecoded({ of: inputs, ok }));
    return () => {
      current = false;
    };
  }, [quick, inputs, payload, design, logoHref]);

  let verdict: ScanVerdict | null = quick;
  if (quick.state === 'ok' && canDecode()) {
    if (decoded?.of !== inputs) verdict = null;
    else if (!decoded.ok) verdict = { state: 'bad', message: DESIGN_MESSAGES.doesNotDecode };
  }
  return (
    <div
      data-testid="scan-indicator"
      data-state={verdict?.state ?? 'checking'}
      role="status"
      aria-live="polite"
    >
      {verdict === null ? (
        <Text size="sm" c="dimmed">
          {t('form.preview.checking')}
        </Text>
      ) : verdict.state === 'ok' ? (
        <Text size="sm" c="var(--qrp-color-success)" fw={500}>
          <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('form.preview.scannable')}
        </Text>
      ) : (
        <Text size="sm" c="var(--mantine-color-error)" fw={500}>
          <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {contractText(verdict.message)}
        </Text>
      )}
    </div>
  );
}
