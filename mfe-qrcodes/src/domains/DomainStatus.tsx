import type { DomainDto, DomainStatus as Status } from '@qrpanel/contracts';
import { Badge, Stack, Text, useTranslation } from '@qrpanel/web';
import { useContractText } from '../ui/contract-texts';

/** Light shades under dark text, as StatusBadge: readable at WCAG AA. */
const STATUS_COLOR: Record<Status, string> = { pending: 'yellow', verified: 'green', inactive: 'red' };

/** A domain's status badge, and why its last DNS check failed (the api keeps the reason). */
export function DomainStatus({ domain }: { domain: Pick<DomainDto, 'status' | 'last_check_message'> }) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={`${STATUS_COLOR[domain.status]}.3`}
        c="dark.9"
        variant="filled"
        // Whole in a narrow column: a cut badge reads as another word.
        style={{ minWidth: 'max-content' }}
      >
        {t(`domains.status.${domain.status}`)}
      </Badge>
      {domain.last_check_message ? (
        <Text size="xs" c="dimmed" maw={280}>
          {contractText(domain.last_check_message)}
        </Text>
      ) : null}
    </Stack>
  );
}
