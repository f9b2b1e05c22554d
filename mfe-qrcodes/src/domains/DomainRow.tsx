import type { DomainDto } from '@qrpanel/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Table,
  Text,
  useFormat,
  useMediaQuery,
  useTranslation,
} from '@qrpanel/web';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { DomainStatus } from './DomainStatus';

/** Where ResponsiveTable stacks its rows into cards: the actions may wrap there. */
const NARROW = '(max-width: 48em)';

export interface DomainRowProps {
  domain: DomainDto;
  /** Owners and admins check, edit and remove; everyone sees the DNS records. */
  mayManage: boolean;
  /** Its DNS is being checked now. */
  checking: boolean;
  onRecords: () => void;
  onCheck: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One domain: as typed (and as DNS reads it, when that differs), status, codes, last check, actions. */
export function DomainRow({
  domain,
  mayManage,
  checking,
  onRecords,
  onCheck,
  onEdit,
  onRemove,
}: DomainRowProps) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  // On a desk the actions stay on one line, so the table gives the name its width instead.
  const narrow = useMediaQuery(NARROW);
  const name = { domain: domain.hostname };
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {domain.hostname}
        </Text>
        {domain.ascii_hostname !== domain.hostname ? (
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {domain.ascii_hostname}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <DomainStatus domain={domain} />
      </Table.Td>
      <Table.Td>{format.number(domain.codes_count)}</Table.Td>
      <Table.Td>
        {domain.last_checked_at ? format.dateTime(domain.last_checked_at) : t('domains.neverChecked')}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap={narrow ? 'wrap' : 'nowrap'}>
          <Button variant="subtle" size="xs" onClick={onRecords} aria-label={t('domains.recordsNamed', name)}>
            {t('domains.recordsButton')}
          </Button>
          {mayManage ? (
            <>
              <Button
                variant="subtle"
                size="xs"
                loading={checking}
                onClick={onCheck}
                aria-label={t('domains.checkNamed', name)}
              >
                {t('domains.check')}
              </Button>
              <ActionIcon
                variant="subtle"
                onClick={onEdit}
                aria-label={t('domains.editNamed', name)}
                title={t('domains.editButton')}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={t('domains.removeNamed', name)}
                title={t('domains.remove')}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
