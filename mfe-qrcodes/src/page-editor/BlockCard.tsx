import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PageBlock } from '@qrpanel/contracts';
import { ActionIcon, Group, Paper, Text, useTranslation } from '@qrpanel/web';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { BLOCK_ICONS } from './block-icons';
import { BlockFields } from './BlockFields';
import type { Edit, FieldErrors } from './page-fields';

export interface BlockCardProps {
  block: PageBlock;
  /** Its key in the sortable list (keyOf). */
  id: string;
  index: number;
  count: number;
  /** The block's path in the errors ('page.blocks.2'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<PageBlock>;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/**
 * One block, edited in place: its fields, and its handle (drag, or Space then the arrows),
 * Move up / Move down and Remove buttons; Alt+↑/↓ anywhere inside it moves it too.
 */
export function BlockCard({
  block,
  id,
  index,
  count,
  path,
  errors,
  onChange,
  onMove,
  onRemove,
}: BlockCardProps) {
  const { t } = useTranslation('qrcodes');
  const n = index + 1;
  const kind = t(`page.kinds.${block.kind}`);
  const name = t('page.block.name', { n, kind });
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  const KindIcon = BLOCK_ICONS[block.kind];
  // The block's own problem (a contact with no way to reach it, badges with no store).
  const own = errors[path];
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={name}
      tabIndex={-1}
      data-block={id}
      data-kind={block.kind}
      onKeyDown={onKeyDown}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={t('page.block.dragHandle', { n, kind })}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <KindIcon size={18} aria-hidden />
          <Text fw={600} truncate="end">
            {name}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            data-action="up"
            aria-label={t('page.block.moveUp', { n, kind })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            data-action="down"
            aria-label={t('page.block.moveDown', { n, kind })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('page.block.remove', { n, kind })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {own ? (
        <Text size="sm" c="red" mb="xs" role="alert">
          {own}
        </Text>
      ) : null}
      <BlockFields block={block} path={path} errors={errors} onChange={onChange} />
    </Paper>
  );
}
