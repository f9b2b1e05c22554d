import { useState } from 'react';

/**
 * The rows picked for a bulk action: some ids, or "all N matching" the list's filter (then
 * the api is sent the filter, not ids, so codes on other pages are reached too). A new
 * filter starts a new selection; turning pages keeps the ids picked.
 */
export function useSelection(rows: readonly { id: number }[], total: number, filterKey: string) {
  const [state, setState] = useState({ key: filterKey, ids: new Set<number>(), allMatching: false });
  const current =
    state.key === filterKey ? state : { key: filterKey, ids: new Set<number>(), allMatching: false };
  const set = (ids: Set<number>, allMatching = false) => setState({ key: filterKey, ids, allMatching });

  const pageSelected = rows.length > 0 && rows.every((r) => current.allMatching || current.ids.has(r.id));
  return {
    ids: [...current.ids],
    allMatching: current.allMatching,
    /** How many codes the action will reach. */
    count: current.allMatching ? total : current.ids.size,
    pageSelected,
    isSelected: (id: number) => current.allMatching || current.ids.has(id),
    toggle: (id: number) => {
      const ids = current.allMatching ? new Set(rows.map((r) => r.id)) : new Set(current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set(ids);
    },
    togglePage: () => {
      const ids = new Set(current.allMatching ? [] : current.ids);
      for (const row of rows) {
        if (pageSelected) ids.delete(row.id);
        else ids.add(row.id);
      }
      set(ids);
    },
    selectAllMatching: () => set(new Set(), true),
    clear: () => set(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
