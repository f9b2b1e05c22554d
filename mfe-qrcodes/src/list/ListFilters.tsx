import type { CodeListFilter, FolderDto } from '@qrpanel/contracts';
import {
  Button,
  Group,
  NativeSelect,
  TextInput,
  useDebouncedValue,
  useMediaQuery,
  useTranslation,
} from '@qrpanel/web';
import { IconFilter, IconFolderPlus, IconSearch, IconTag, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';

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

/** Where the filters fold behind a button, leaving the list the screen. */
const PHONE = '(max-width: 48em)';

/**
 * Search on label or key, the folder and the tag: each change reads the list again from
 * page 1. On a phone the search stays, the rest behind a Filters button that counts those set.
 */
export function ListFilters({ filter, onFilter, folders, onNewFolder, onDeleteFolder }: ListFiltersProps) {
  const { t } = useTranslation('qrcodes');
  const phone = useMediaQuery(PHONE);
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const set = (filter.folderId === undefined ? 0 : 1) + (filter.tag ? 1 : 0);
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
        miw={phone ? undefined : 260}
        style={phone ? { flex: 1 } : undefined}
        aria-label={t('list.search.label')}
        placeholder={t('list.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {phone ? (
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={unfolded}
          aria-controls={foldId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {t('list.filters.toggle', { count: set })}
        </Button>
      ) : null}
      {phone && !unfolded ? null : (
        <Group id={foldId} align="flex-end" gap="sm" wrap="wrap" w={phone ? '100%' : undefined}>
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
      )}
    </Group>
  );
}
