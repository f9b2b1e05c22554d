import { Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';

const NARROW = '(max-width: 48em)';

/*
 * Below 768 px a table's rows become stacked cards: one line per cell, its column's name
 * (data-label, copied from the header) before its value, row actions big enough to tap.
 * The header row stays for screen readers only. A <style> React hoists into the head once
 * (by its href), since this library is compiled by tsc alone and ships no CSS files.
 */
const STACKED_CSS = `
@media (max-width: 48em) {
  .qrp-responsive-table thead {
    position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip-path: inset(50%); white-space: nowrap;
  }
  .qrp-responsive-table, .qrp-responsive-table tbody, .qrp-responsive-table tr, .qrp-responsive-table td {
    display: block; width: 100%;
  }
  .qrp-responsive-table tr {
    padding: 6px 0;
    border-bottom: 1px solid var(--table-border-color, var(--mantine-color-default-border));
  }
  .qrp-responsive-table td {
    display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap;
    gap: 4px 12px; min-height: 44px; border: 0; text-align: end;
  }
  .qrp-responsive-table td[data-label]::before {
    content: attr(data-label); font-weight: 600; text-align: start;
  }
  .qrp-responsive-table td .mantine-ActionIcon-root { min-width: 44px; min-height: 44px; }
}`;

/** Gives each body cell its column's name (the header's text), shown before it when stacked. */
function labelCells(table: HTMLTableElement): void {
  const names = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) => th.textContent?.trim() ?? '');
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      // A cell across every column (an empty list's message) has no one name.
      if (row.cells.length !== names.length) continue;
      Array.from(row.cells).forEach((cell, i) => {
        if (names[i]) cell.setAttribute('data-label', names[i]);
        else cell.removeAttribute('data-label');
      });
    }
  }
}

export interface ResponsiveTableProps extends TableProps {
  /** Above 768 px the table keeps at least this width, scrolling inside its card if it must. */
  minWidth: number;
}

/**
 * A table that becomes stacked cards on a phone: no sideways scrolling, every cell and its
 * actions in reach. The labels come from the header, so a table needs nothing else.
 */
export function ResponsiveTable({ minWidth, className, ...props }: ResponsiveTableProps) {
  const narrow = useMediaQuery(NARROW);
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [narrow]);
  const table = (
    <Table ref={ref} {...props} className={['qrp-responsive-table', className].filter(Boolean).join(' ')} />
  );
  return (
    <>
      <style href="qrp-responsive-table" precedence="default">
        {STACKED_CSS}
      </style>
      {narrow ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
    </>
  );
}
