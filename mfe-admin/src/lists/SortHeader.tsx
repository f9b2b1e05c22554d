import { Group, Table, UnstyledButton } from '@qrpanel/web';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/**
 * A column header that sorts a list on the server (`field:asc` / `field:desc`); a second
 * click turns the order round. aria-sort says how the list is sorted now.
 */
export function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: string;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const [current, direction] = sort.split(':');
  const active = current === field;
  const Arrow = direction === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active && direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(`${field}:${next}`)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active ? <Arrow size={14} aria-hidden /> : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
