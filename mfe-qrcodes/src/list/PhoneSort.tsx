import type { ListSort, SortField } from '@qrpanel/contracts';
import { NativeSelect, useTranslation } from '@qrpanel/web';

type CodeSort = ListSort<SortField<'codes'>>;

/** The orders a phone offers, in the words people sort by; the table's headers offer each column. */
const ORDERS = {
  'created_at:desc': 'list.sort.created_at_desc',
  'created_at:asc': 'list.sort.created_at_asc',
  'label:asc': 'list.sort.label_asc',
  'label:desc': 'list.sort.label_desc',
  'scans_count:desc': 'list.sort.scans_count_desc',
  'scans_count:asc': 'list.sort.scans_count_asc',
} as const;

/**
 * The list's order on a phone, where the compact rows have no column headers to click: one
 * select, sent to the server as the table's headers are.
 */
export function PhoneSort({ sort, onSort }: { sort: CodeSort; onSort: (sort: CodeSort) => void }) {
  const { t } = useTranslation('qrcodes');
  const value = `${sort.field}:${sort.direction}`;
  return (
    <NativeSelect
      label={t('list.sort.label')}
      mb="xs"
      value={value}
      data={[
        // An order set through the address (another column) stays shown as it is.
        ...(value in ORDERS ? [] : [{ value, label: value }]),
        ...Object.entries(ORDERS).map(([order, text]) => ({ value: order, label: t(text) })),
      ]}
      onChange={(e) => {
        const [field, direction] = e.currentTarget.value.split(':');
        onSort({ field: field as SortField<'codes'>, direction: direction as CodeSort['direction'] });
      }}
    />
  );
}
