import {
  ADMIN_SETTABLE_QR_STATUSES,
  isCodeType,
  type QrCodeDto,
  type SettableQrStatus,
} from '@qrpanel/contracts';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  notifyError,
  Paper,
  ResponsiveTable,
  Table,
  Text,
  UnstyledButton,
  useCopy,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowDown, IconArrowUp, IconCheck, IconCopy } from '@tabler/icons-react';
import { QrPicture } from '../picture/QrPicture';
import type { ListSort, SortField } from '@qrpanel/contracts';
import { OwnerCell, RowActions, StatusCell } from './list-cells';
import type { OwnerOption } from './list-filter';
import type { Selection } from './use-selection';

export interface QrTableProps {
  rows: QrCodeDto[];
  /** Everyone's codes: statuses of dynamic codes can be set and codes reassigned. */
  admin: boolean;
  /** A workspace of several people: a column says who made each code. */
  shared?: boolean;
  owners: OwnerOption[];
  onSaveStatus: (code: QrCodeDto, status: SettableQrStatus) => Promise<boolean>;
  onSaveOwner: (code: QrCodeDto, userId: number) => Promise<boolean>;
  /** Absent for a viewer, whose role changes nothing: no selection, no edit or delete. */
  onDelete?: (code: QrCodeDto) => void;
  sort: ListSort<SortField<'codes'>>;
  onSort: (field: SortField<'codes'>) => void;
  selection?: Selection;
}

/** A column header that sorts the list on the server; aria-sort says how it is sorted now. */
function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: SortField<'codes'>;
  label: string;
  sort: ListSort<SortField<'codes'>>;
  onSort: (field: SortField<'codes'>) => void;
}) {
  const active = sort.field === field;
  const Arrow = sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active ? <Arrow size={14} aria-hidden /> : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The thumbnail beside a label: enough to tell two codes of one label apart. */
const THUMBNAIL = 40;

/** A dynamic code's scan address, cut to fit, with a button that copies it whole. */
function ScanAddressCell({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const { copied, copy } = useCopy();
  if (code.generation_type !== 'dynamic') return <>—</>;
  const address = code.short_url ?? code.encoded_payload;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" ff="monospace" truncate="end" maw={180} title={address}>
        {address}
      </Text>
      <ActionIcon
        variant="subtle"
        aria-label={t('list.row.copyAddress', { label: code.label })}
        onClick={() =>
          void copy(address).then((done) => done || notifyError(t('details.address.copyFailed')))
        }
      >
        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}

/** The table of docs/product.md, The QR list: one row per code, with its actions. */
export function QrTable({
  rows,
  admin,
  shared = false,
  owners,
  onSaveStatus,
  onSaveOwner,
  onDelete,
  sort,
  onSort,
  selection,
}: QrTableProps) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const format = useFormat();
  const statusOptions = ADMIN_SETTABLE_QR_STATUSES.map((s) => ({ value: s, label: t(`web:status.${s}`) }));
  const header = (field: SortField<'codes'>, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Paper withBorder radius="md">
      <ResponsiveTable minWidth={1040} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('list.columns.selectPage')}
                  checked={selection.pageSelected}
                  indeterminate={!selection.pageSelected && selection.count > 0}
                  onChange={selection.togglePage}
                />
              </Table.Th>
            ) : null}
            {header('label', t('list.columns.label'))}
            {header('type', t('list.columns.type'))}
            {header('generation_type', t('list.columns.generation'))}
            <Table.Th>{t('list.columns.address')}</Table.Th>
            {header('scans_count', t('list.columns.scans'))}
            {header('status', t('list.columns.status'))}
            {header('created_at', t('list.columns.created'))}
            {admin ? <Table.Th>{t('list.columns.owner')}</Table.Th> : null}
            {shared ? <Table.Th>{t('list.columns.createdBy')}</Table.Th> : null}
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((code) => (
            <Table.Tr key={code.id} data-testid="qr-row" data-uuid={code.uuid}>
              {selection ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('list.row.select', { label: code.label })}
                    checked={selection.isSelected(code.id)}
                    onChange={() => selection.toggle(code.id)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <QrPicture
                    decorative
                    alt=""
                    testId="qr-thumbnail"
                    payload={code.encoded_payload}
                    width={THUMBNAIL}
                    foregroundColor={code.foreground_color}
                    backgroundColor={code.background_color}
                    logoHref={code.logo_path}
                    frameId={code.frameId}
                    design={code.design}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {code.label}
                    </Text>
                    {code.current_destination ? (
                      <Text size="xs" c="dimmed" truncate="end" maw={240} title={code.current_destination}>
                        {code.current_destination}
                      </Text>
                    ) : null}
                    {code.tags.length ? (
                      <Group gap={4} mt={4} aria-label={t('list.row.tags', { label: code.label })}>
                        {code.tags.map((tag) => (
                          <Badge key={tag} size="xs" variant="light" color="gray" tt="none">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{isCodeType(code.type) ? t(`common.types.${code.type}`) : code.type}</Table.Td>
              <Table.Td>{t(`common.generation.${code.generation_type}`)}</Table.Td>
              <Table.Td>
                <ScanAddressCell code={code} />
              </Table.Td>
              <Table.Td>{format.number(code.scans_count)}</Table.Td>
              <Table.Td>
                <StatusCell
                  code={code}
                  editable={admin && code.generation_type === 'dynamic'}
                  options={statusOptions}
                  onSave={(status) => onSaveStatus(code, status as SettableQrStatus)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(code.created_at)}</Table.Td>
              {admin ? (
                <Table.Td>
                  <OwnerCell code={code} owners={owners} onSave={(userId) => onSaveOwner(code, userId)} />
                </Table.Td>
              ) : null}
              {shared ? <Table.Td>{code.created_by?.name ?? '—'}</Table.Td> : null}
              <Table.Td>
                <RowActions code={code} onDelete={onDelete && (() => onDelete(code))} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
