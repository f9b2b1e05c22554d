import {
  ADMIN_SETTABLE_QR_STATUSES,
  GENERATION_TYPE_LABELS,
  QR_STATUS_LABELS,
  QR_TYPE_LABELS,
  type QrCodeDto,
  type SettableQrStatus,
} from '@qrpanel/contracts';
import { Paper, Table } from '@qrpanel/web';
import { OwnerCell, RowActions, StatusCell } from './list-cells';
import type { OwnerOption } from './list-filter';

export interface QrTableProps {
  rows: QrCodeDto[];
  /** Everyone's codes: statuses of dynamic codes can be set and codes reassigned. */
  admin: boolean;
  owners: OwnerOption[];
  onSaveStatus: (code: QrCodeDto, status: SettableQrStatus) => Promise<boolean>;
  onSaveOwner: (code: QrCodeDto, userId: number) => Promise<boolean>;
  onDelete: (code: QrCodeDto) => void;
}

const STATUS_OPTIONS = ADMIN_SETTABLE_QR_STATUSES.map((s) => ({ value: s, label: QR_STATUS_LABELS[s] }));

/** The table of SPEC.md §2 QR list: one row per code, with its actions. */
export function QrTable({ rows, admin, owners, onSaveStatus, onSaveOwner, onDelete }: QrTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Content Type</Table.Th>
              <Table.Th>Generation Type</Table.Th>
              <Table.Th>Scans</Table.Th>
              <Table.Th>Status</Table.Th>
              {admin ? <Table.Th>Assigned To</Table.Th> : null}
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((code) => (
              <Table.Tr key={code.id} data-testid="qr-row" data-uuid={code.uuid}>
                <Table.Td fw={600}>{code.label}</Table.Td>
                <Table.Td>{QR_TYPE_LABELS[code.type] ?? code.type}</Table.Td>
                <Table.Td>{GENERATION_TYPE_LABELS[code.generation_type]}</Table.Td>
                <Table.Td>{code.scans_count.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <StatusCell
                    code={code}
                    editable={admin && code.generation_type === 'dynamic'}
                    options={STATUS_OPTIONS}
                    onSave={(status) => onSaveStatus(code, status as SettableQrStatus)}
                  />
                </Table.Td>
                {admin ? (
                  <Table.Td>
                    <OwnerCell code={code} owners={owners} onSave={(userId) => onSaveOwner(code, userId)} />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <RowActions code={code} onDelete={() => onDelete(code)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
