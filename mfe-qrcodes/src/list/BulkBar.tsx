import type { FolderDto } from '@qrpanel/contracts';
import { Button, Group, NativeSelect, Paper, Text, TextInput, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import type { BulkOptions } from './use-bulk-actions';
import type { Selection } from './use-selection';
import { ZIP_FORMATS, type ZipFormat } from './zip-download';

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
  /** Downloads the selected codes as a ZIP of images in this format. */
  onZip: (format: ZipFormat) => void;
  /** A ZIP download is under way. */
  zipping: boolean;
}

/** Shown while rows are selected: how many, "all N matching", and what can be done to them. */
export function BulkBar({
  selection,
  total,
  busy,
  folders,
  onAction,
  onDelete,
  onZip,
  zipping,
}: BulkBarProps) {
  const { t } = useTranslation('qrcodes');
  const [folder, setFolder] = useState('none');
  const [tag, setTag] = useState('');
  const [format, setFormat] = useState<ZipFormat>('png');
  if (selection.count === 0) return null;
  const tags = tag.trim() ? [tag.trim()] : [];
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label={t('list.bulk.region')}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Text fw={600} aria-live="polite">
          {t('list.bulk.selected', { count: selection.count })}
        </Text>
        {selection.pageSelected && !selection.allMatching && total > selection.count ? (
          <Button variant="light" size="xs" onClick={selection.selectAllMatching}>
            {t('list.bulk.selectAllMatching', { count: total })}
          </Button>
        ) : null}
        <Button variant="default" size="xs" disabled={busy} onClick={() => onAction('pause')}>
          {t('list.bulk.pause')}
        </Button>
        <Button variant="default" size="xs" disabled={busy} onClick={() => onAction('activate')}>
          {t('list.bulk.activate')}
        </Button>
        {folders ? (
          <Group gap={4} align="flex-end">
            <NativeSelect
              size="xs"
              label={t('list.bulk.moveToFolder')}
              value={folder}
              onChange={(e) => setFolder(e.currentTarget.value)}
              data={[
                { value: 'none', label: t('list.filters.noFolder') },
                ...folders.map((f) => ({ value: String(f.id), label: f.name })),
              ]}
            />
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onAction('move', { folderId: folder === 'none' ? null : Number(folder) })}
            >
              {t('list.bulk.move')}
            </Button>
          </Group>
        ) : null}
        <Group gap={4} align="flex-end">
          <TextInput
            size="xs"
            label={t('list.bulk.tag')}
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="default"
            disabled={busy || !tags.length}
            onClick={() => onAction('add_tags', { tags })}
          >
            {t('list.bulk.addTag')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy || !tags.length}
            onClick={() => onAction('remove_tags', { tags })}
          >
            {t('list.bulk.removeTag')}
          </Button>
        </Group>
        <Group gap={4} align="flex-end">
          <NativeSelect
            size="xs"
            label={t('list.bulk.format')}
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value as ZipFormat)}
            data={ZIP_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          />
          <Button size="xs" variant="default" disabled={zipping} onClick={() => onZip(format)}>
            {t('list.bulk.zip')}
          </Button>
        </Group>
        <Button size="xs" color="red" disabled={busy} onClick={onDelete}>
          {t('list.bulk.delete')}
        </Button>
        <Button size="xs" variant="subtle" onClick={selection.clear}>
          {t('list.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
