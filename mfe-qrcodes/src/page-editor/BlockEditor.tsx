import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  PAGE_BLOCK_KINDS,
  PAGE_MAX_BLOCKS,
  type HostedPage,
  type PageBlock,
  type PageBlockKind,
} from '@qrpanel/contracts';
import { Box, Button, i18n, SimpleGrid, Stack, Text, Title, useTranslation } from '@qrpanel/web';
import { useEffect, useRef } from 'react';
import { moved } from '../smart/routing-draft';
import { BlockCard } from './BlockCard';
import { BLOCK_ICONS } from './block-icons';
import { keyOf, newBlock, replaced } from './page-draft';
import type { Edit, FieldErrors } from './page-fields';
import { ThemeFields } from './ThemeFields';

export interface BlockEditorProps {
  page: HostedPage;
  /** The page's path in the errors ('page'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<HostedPage>;
}

/** Where the focus goes once the list has redrawn: into a block, onto a move button, or the palette. */
type Focus = { key: string; on: 'fields' | 'up' | 'down' | 'card' } | 'palette' | null;

/** What a screen reader hears while a block is dragged: blocks by their place and kind. */
function announcements(blocks: PageBlock[]): Announcements {
  const n = (id: unknown) => blocks.findIndex((block) => keyOf(block) === id) + 1;
  return {
    onDragStart: ({ active }) => i18n.t('qrcodes:page.drag.pickedUp', { n: n(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n.t('qrcodes:page.drag.over', { n: n(active.id), at: n(over.id) })
        : i18n.t('qrcodes:page.drag.notOver', { n: n(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n.t('qrcodes:page.drag.dropped', { n: n(active.id), at: n(over.id) })
        : i18n.t('qrcodes:page.drag.droppedInPlace', { n: n(active.id) }),
    onDragCancel: ({ active }) => i18n.t('qrcodes:page.drag.cancelled', { n: n(active.id) }),
  };
}

/**
 * The block editor (docs/product.md, Hosted pages): a palette of every kind of block, the
 * page's blocks edited in place and reordered by drag or keyboard, and the page's theme.
 */
export function BlockEditor({ page, path, errors, onChange }: BlockEditorProps) {
  const { t } = useTranslation('qrcodes');
  const { blocks } = page;
  const list = useRef<HTMLDivElement>(null);
  const palette = useRef<HTMLDivElement>(null);
  const focus = useRef<Focus>(null);
  useEffect(() => {
    const want = focus.current;
    focus.current = null;
    if (!want) return;
    if (want === 'palette') {
      palette.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    const card = list.current?.querySelector<HTMLElement>(`[data-block="${want.key}"]`);
    if (!card) return;
    // A block moved to an end keeps the focus on its other move button.
    const target =
      want.on === 'fields'
        ? card.querySelector<HTMLElement>('input, textarea, select')
        : want.on === 'card'
          ? null
          : (card.querySelector<HTMLElement>(`[data-action="${want.on}"]:not(:disabled)`) ??
            card.querySelector<HTMLElement>(
              '[data-action="up"]:not(:disabled), [data-action="down"]:not(:disabled)',
            ));
    (target ?? card).focus();
  });

  const setBlocks = (next: PageBlock[], group: string | null = null) =>
    onChange({ ...page, blocks: next }, group);
  const add = (kind: PageBlockKind) => {
    const block = newBlock(kind);
    focus.current = { key: keyOf(block), on: 'fields' };
    setBlocks([...blocks, block]);
  };
  const move = (at: number, by: number) => {
    const to = Math.max(0, Math.min(blocks.length - 1, at + by));
    if (to === at) return;
    focus.current = { key: keyOf(blocks[at]), on: by < 0 ? 'up' : 'down' };
    setBlocks(moved(blocks, at, by));
  };
  const remove = (at: number) => {
    const next = blocks[at + 1] ?? blocks[at - 1];
    focus.current = next ? { key: keyOf(next), on: 'card' } : 'palette';
    setBlocks(blocks.filter((_, i) => i !== at));
  };
  const edit = (at: number) => (block: PageBlock, group?: string | null) =>
    setBlocks(
      blocks.map((b, i) => (i === at ? replaced(b, block) : b)),
      group ?? null,
    );

  // Pointer drags start after 4 px so a click on the handle stays a click; the keyboard sensor
  // (Space to pick up, arrows to move, Space to drop) sits beside the move buttons and Alt+↑/↓.
  // Blocks differ in height: corners, not centres, say which block a moved one is over.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = blocks.findIndex((block) => keyOf(block) === active.id);
    const to = blocks.findIndex((block) => keyOf(block) === over?.id);
    if (from >= 0 && to >= 0 && from !== to) setBlocks(moved(blocks, from, to - from));
  };
  const full = blocks.length >= PAGE_MAX_BLOCKS;

  return (
    <Stack gap="md">
      <Box component="section" aria-labelledby="page-palette-heading">
        <Title order={3} fz="md" mb={4} id="page-palette-heading">
          {t('page.palette.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {full ? t('page.palette.full', { max: PAGE_MAX_BLOCKS }) : t('page.palette.help')}
        </Text>
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing="xs"
          ref={palette}
          role="group"
          aria-labelledby="page-palette-heading"
        >
          {PAGE_BLOCK_KINDS.map((kind) => {
            const KindIcon = BLOCK_ICONS[kind];
            return (
              <Button
                key={kind}
                variant="default"
                justify="flex-start"
                disabled={full}
                leftSection={<KindIcon size={16} aria-hidden />}
                aria-label={t('page.palette.add', { kind: t(`page.kinds.${kind}`) })}
                onClick={() => add(kind)}
              >
                {t(`page.kinds.${kind}`)}
              </Button>
            );
          })}
        </SimpleGrid>
      </Box>
      <Box component="section" aria-labelledby="page-blocks-heading">
        <Title order={3} fz="md" mb={4} id="page-blocks-heading">
          {t('page.blocks.title', { count: blocks.length })}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {blocks.length ? t('page.blocks.help') : t('page.blocks.empty')}
        </Text>
        {errors[`${path}.blocks`] ? (
          <Text size="sm" c="red" role="alert" mb="xs">
            {errors[`${path}.blocks`]}
          </Text>
        ) : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: announcements(blocks),
            screenReaderInstructions: { draggable: t('page.drag.instructions') },
          }}
        >
          <SortableContext items={blocks.map(keyOf)} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" ref={list} data-testid="page-blocks">
              {blocks.map((block, at) => (
                <BlockCard
                  key={keyOf(block)}
                  id={keyOf(block)}
                  block={block}
                  index={at}
                  count={blocks.length}
                  path={`${path}.blocks.${at}`}
                  errors={errors}
                  onChange={edit(at)}
                  onMove={(by) => move(at, by)}
                  onRemove={() => remove(at)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </Box>
      <ThemeFields
        theme={page.theme}
        path={`${path}.theme`}
        errors={errors}
        onChange={(theme, group) => onChange({ ...page, theme }, group)}
      />
    </Stack>
  );
}
