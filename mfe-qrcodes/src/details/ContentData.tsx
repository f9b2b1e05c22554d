import {
  isPageQrType,
  isQrType,
  parseQrData,
  QR_DATA_FIELDS,
  QR_FIELD_RULES,
  type PageQrType,
  type QrCodeDto,
  type QrFieldRule,
} from '@qrpanel/contracts';
import { pageDataFromSaved } from '../page-editor/page-draft';
import { Table, useTranslation } from '@qrpanel/web';
import { DestinationForms } from '../destination/DestinationForms';
import { fieldLabelKey } from '../ui/field-labels';

/** The code's content, field by field ('Destination URL' for url, 'Text' for text…). */
export function ContentData({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const data = parseQrData(code.data) ?? {};
  const type = code.type;
  if (isPageQrType(type)) return <ContentTable rows={pageRows(code, t)} />;
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
  return <ContentTable rows={rows} url={code.type === 'url'} />;
}

interface Row {
  field: string;
  label: string;
  text: string;
}

type T = ReturnType<typeof useTranslation<'qrcodes'>>['t'];

/** The fields of each page type its content lists after the title, with their labels. */
const PAGE_FIELD_ROWS = {
  links: [],
  pdf: [['file', 'page.fields.pdfFile']],
  app: [
    ['ios_url', 'page.fields.iosUrl'],
    ['android_url', 'page.fields.androidUrl'],
    ['fallback_url', 'page.fields.fallbackUrl'],
  ],
  business: [
    ['phone', 'page.fields.phone'],
    ['email', 'page.fields.email'],
    ['website', 'page.fields.website'],
  ],
  coupon: [
    ['code', 'page.fields.couponCode'],
    ['valid_until', 'page.fields.validUntil'],
  ],
  event: [
    ['starts_at', 'page.fields.startsAt'],
    ['ends_at', 'page.fields.endsAt'],
    ['time_zone', 'page.fields.timeZone'],
    ['place', 'page.fields.place'],
  ],
  page: [],
} as const satisfies Record<PageQrType, readonly (readonly [string, string])[]>;

/**
 * A hosted page's content (docs/product.md, Hosted pages): its title, a links page's links,
 * its type's main fields (an app's store addresses, a PDF, a coupon's code, an event's
 * times…), and whether it shows a layout of its own. It has no destination: its page shows
 * at its scan address.
 */
function pageRows(code: QrCodeDto, t: T): Row[] {
  if (!isPageQrType(code.type)) return [];
  const data = pageDataFromSaved(code.type, parseQrData(code.data));
  const rows: Row[] = [{ field: 'title', label: t('page.fields.title'), text: data.title }];
  if ('links' in data) {
    const links = data.links.map((link) => `${link.label} — ${link.url}`).join('\n');
    rows.push({ field: 'links', label: t('page.links.title'), text: links });
  }
  const fields = data as unknown as Record<string, unknown>;
  for (const [field, label] of PAGE_FIELD_ROWS[code.type]) {
    const value = typeof fields[field] === 'string' ? fields[field] : '';
    // An event's wall times read as the page shows them: 2026-05-02 18:00.
    rows.push({ field, label: t(label), text: field.endsWith('_at') ? value.replace('T', ' ') : value });
  }
  const blocks = 'page' in data && data.page ? data.page.blocks.length : null;
  rows.push({
    field: 'layout',
    label: t('details.page.layout'),
    text: blocks === null ? t('details.page.fromFields') : t('details.page.blocks', { count: blocks }),
  });
  return rows;
}

function ContentTable({ rows, url = false }: { rows: Row[]; url?: boolean }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="content-data">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th w={180}>{row.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {row.text || '—'}
              {row.field === 'url' && url && <DestinationForms url={row.text} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
