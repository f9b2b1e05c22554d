import type { DomainDto } from '@qrpanel/contracts';
import { AppModal, Button, Group, Stack, Text, useTranslation } from '@qrpanel/web';
import { CopyField } from './CopyField';

/**
 * What DNS must hold for a domain to be verified (docs/product.md, Custom domains): its TXT
 * record, name and value each with a copy button, or instead a CNAME to the instance's host.
 */
export function DnsRecordsModal({ domain, onClose }: { domain: DomainDto | null; onClose: () => void }) {
  const { t } = useTranslation('qrcodes');
  return (
    <AppModal
      opened={domain !== null}
      onClose={onClose}
      title={domain ? t('domains.records.title', { domain: domain.hostname }) : ''}
      size="lg"
    >
      {domain ? (
        <Stack data-testid="dns-records">
          <Text>{t('domains.records.intro')}</Text>
          <CopyField
            label={t('domains.records.name')}
            value={domain.verification.name}
            copyLabel={t('domains.records.copyName')}
          />
          <CopyField
            label={t('domains.records.value')}
            value={domain.verification.value}
            copyLabel={t('domains.records.copyValue')}
          />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('domains.records.cname', { domain: domain.ascii_hostname, target: domain.cname_target })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('domains.records.wait')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('domains.records.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
