import type { CodeListFilter, FolderDto } from '@qrpanel/contracts';
import { Button, Group, NativeSelect, TextInput, useDebouncedValue, useTranslation } from '@qrpanel/web';
import { IconFolderPlus, IconSearch, IconTag, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * A text field that reports its value once typing pauses (each keystroke would be a
 * request); a value changed from outside (the address, Back) replaces what is typed.
 */
function useSettled(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const [settled] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== value) onSettled(settled.trim());
    // Only a settled change is reported, not every new value or callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}

export interface ListFiltersProps {
  filter: CodeListFilter;
  onFilter: (filter: CodeListFilter) => void;
  /** The caller's folders; undefined in everyone's codes (folders are each owner's). */
  folders?: FolderDto[];
  onNewFolder?: () => void;
  onDeleteFolder?: (folder: FolderDto) => void;
}

/** Search on label or key, the folder and the tag: each change reads the list again from page 1. */
export function ListFilters({ filter, onFilter, folders, onNewFolder, onDeleteFolder }: ListFiltersProps) {
  const { t } = useTranslation('qrcodes');
  const [search, setSearch] = useSettled(filter.q ?? '', (q) => onFilter({ ...filter, q: q || undefined }));
  const [tag, setTag] = useSettled(filter.tag ?? '', (value) =>
    onFilter({ ...filter, tag: value || undefined }),
  );
  const folderValue =
    filter.folderId === undefined ? '' : filter.folderId === 0 ? 'none' : String(filter.folderId);
  const chosen = folders?.find((f) => f.id === filter.folderId);
  const pickFolder = (value: string) =>
    onFilter({ ...filter, folderId: value === '' ? undefined : value === 'none' ? 0 : Number(value) });

  return (
    <Group mb="md" align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        miw={260}
        aria-label={t('list.search.label')}
        placeholder={t('list.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {folders ? (
        <NativeSelect
          label={t('list.filters.folder')}
          value={folderValue}
          onChange={(e) => pickFolder(e.currentTarget.value)}
          data={[
            { value: '', label: t('list.filters.allFolders') },
            { value: 'none', label: t('list.filters.noFolder') },
            ...folders.map((f) => ({
              value: String(f.id),
              label: t('list.filters.folderOption', { name: f.name, count: f.codes_count }),
            })),
          ]}
        />
      ) : null}
      <TextInput
        label={t('list.filters.tag')}
        placeholder={t('list.filters.tagPlaceholder')}
        leftSection={<IconTag size={16} aria-hidden />}
        value={tag}
        onChange={(e) => setTag(e.currentTarget.value)}
      />
      {onNewFolder ? (
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          onClick={onNewFolder}
        >
          {t('list.folders.new')}
        </Button>
      ) : null}
      {chosen && onDeleteFolder ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDeleteFolder(chosen)}
        >
          {t('list.folders.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
