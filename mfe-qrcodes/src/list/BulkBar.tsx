import type { FolderDto } from '@qrpanel/contracts';
import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@qrpanel/web';
import { useState } from 'react';
import { TEXTS } from '../texts';
import type { BulkOptions } from './use-bulk-actions';
import type { Selection } from './use-selection';

export interface BulkBarProps {
  selection: Selection;
  total: number;
  busy: boolean;
  /** The caller's folders to move codes into; undefined in everyone's codes. */
  folders?: FolderDto[];
  onAction: (
    action: 'pause' | 'activate' | 'move' | 'add_tags' | 'remove_tags',
    options?: BulkOptions,
  ) => void;
  onDelete: () => void;
}

/** Shown while rows are selected: how many, "all N matching", and what can be done to them. */
export function BulkBar({ selection, total, busy, folders, onAction, onDelete }: BulkBarProps) {
  const [folder, setFolder] = useState('none');
  const [tag, setTag] = useState('');
  if (selection.count === 0) return null;
  const tags = tag.trim() ? [tag.trim()] : [];
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label="Bulk actions">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Text fw={600} aria-live="polite">
          {TEXTS.selectedCount(selection.count)}
        </Text>
        {selection.pageSelected && !selection.allMatching && total > selection.count ? (
          <Button variant="light" size="xs" onClick={selection.selectAllMatching}>
            {TEXTS.selectAllMatching(total)}
          </Button>
        ) : null}
        <Button variant="default" size="xs" disabled={busy} onClick={() => onAction('pause')}>
          Pause
        </Button>
        <Button variant="default" size="xs" disabled={busy} onClick={() => onAction('activate')}>
          Activate
        </Button>
        {folders ? (
          <Group gap={4} align="flex-end">
            <NativeSelect
              size="xs"
              label="Move to folder"
              value={folder}
              onChange={(e) => setFolder(e.currentTarget.value)}
              data={[
                { value: 'none', label: TEXTS.noFolder },
                ...folders.map((f) => ({ value: String(f.id), label: f.name })),
              ]}
            />
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onAction('move', { folderId: folder === 'none' ? null : Number(folder) })}
            >
              Move
            </Button>
          </Group>
        ) : null}
        <Group gap={4} align="flex-end">
          <TextInput size="xs" label="Tag" value={tag} onChange={(e) => setTag(e.currentTarget.value)} />
          <Button
            size="xs"
            variant="default"
            disabled={busy || !tags.length}
            onClick={() => onAction('add_tags', { tags })}
          >
            Add tag
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy || !tags.length}
            onClick={() => onAction('remove_tags', { tags })}
          >
            Remove tag
          </Button>
        </Group>
        <Button size="xs" color="red" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
        <Button size="xs" variant="subtle" onClick={selection.clear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
