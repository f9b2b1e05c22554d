import { Group, Pagination, Text } from '@qrpanel/web';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The page links under the list, each named for screen readers, with how many codes match. */
export function ListPages({
  pages,
  page,
  total,
  onChange,
}: {
  pages: number;
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="md">
      <Text c="dimmed" size="sm">
        {`${total.toLocaleString('en-US')} QR code${total === 1 ? '' : 's'}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          aria-label="Pages"
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
        />
      ) : null}
    </Group>
  );
}
