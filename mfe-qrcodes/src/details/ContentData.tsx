import {
  isQrType,
  parseQrData,
  QR_DATA_FIELDS,
  QR_FIELD_RULES,
  type QrCodeDto,
  type QrFieldRule,
} from '@qrpanel/contracts';
import { Table, useTranslation } from '@qrpanel/web';
import { DestinationForms } from '../destination/DestinationForms';
import { fieldLabelKey } from '../ui/field-labels';

/** The code's content, field by field ('Destination URL' for url, 'Text' for text…). */
export function ContentData({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const data = parseQrData(code.data) ?? {};
  // A hosted page (links, app, page) has no fields to list: its page shows at its scan
  // address, and its editor comes in a later stage (docs/product.md, Hosted pages).
  const type = code.type;
  if (!isQrType(type)) return null;
  const rules = QR_FIELD_RULES[type] as Record<string, QrFieldRule>;
  const rows = (QR_DATA_FIELDS[type] as readonly string[])
    .filter((field) => !rules[field].visible || rules[field].visible(data))
    .map((field) => {
      const value = field === 'url' && code.current_destination ? code.current_destination : data[field];
      const text =
        typeof value === 'boolean'
          ? t(value ? 'common.yes' : 'common.no')
          : typeof value === 'string'
            ? value
            : '';
      return { field, label: t(fieldLabelKey(type, field)), text };
    });
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="content-data">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th w={180}>{row.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {row.text || '—'}
              {row.field === 'url' && code.type === 'url' && <DestinationForms url={row.text} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
