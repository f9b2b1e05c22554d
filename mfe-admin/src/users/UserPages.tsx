import { Group, Pagination } from '@qrpanel/web';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The page links under the user list, each named for screen readers; none for one page. */
export function UserPages({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        aria-label="Pages"
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
