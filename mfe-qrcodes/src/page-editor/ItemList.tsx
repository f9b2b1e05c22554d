import {
  PAGE_MAX_ITEMS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type PageLink,
  type PageSocialLink,
  type SocialNetwork,
} from '@qrpanel/contracts';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { moved } from '../smart/routing-draft';
import type { Edit, FieldErrors } from './page-fields';

/** What to focus once a list has redrawn: a row's control, or the Add button. */
type Focus = { row: number; control: 'first' | 'up' | 'down' } | 'add' | null;

interface ItemRowsProps<T> {
  items: T[];
  /** Each row's name, numbered from 1 ("Link 2"). */
  rowName: (n: number) => string;
  addLabel: string;
  /** The list's own problem (none, too many), from the checks. */
  error?: string;
  newItem: () => T;
  onChange: (items: T[], group?: string | null) => void;
  /** A row's fields; `at` is its index. */
  fields: (item: T, at: number) => ReactNode;
  /** A list may be left empty (socials) or needs one row at least (links). */
  minItems: number;
}

/**
 * A list of rows (links, social profiles, opening days): each added, removed and moved by
 * buttons or Alt+↑/↓ inside it, the focus following the row (or landing on the next one).
 */
export function ItemRows<T>({
  items,
  rowName,
  addLabel,
  error,
  newItem,
  onChange,
  fields,
  minItems,
}: ItemRowsProps<T>) {
  const { t } = useTranslation('qrcodes');
  const box = useRef<HTMLDivElement>(null);
  const focus = useRef<Focus>(null);
  useEffect(() => {
    const want = focus.current;
    focus.current = null;
    if (!want || !box.current) return;
    if (want === 'add') {
      box.current.querySelector<HTMLElement>('[data-action="add"]')?.focus();
      return;
    }
    const row = box.current.querySelectorAll<HTMLElement>('[data-row]')[want.row];
    const selector =
      want.control === 'first' ? 'input, select, textarea' : `[data-action="${want.control}"]:not(:disabled)`;
    // A row moved to an end keeps the focus on its other move button.
    (
      row?.querySelector<HTMLElement>(selector) ??
      row?.querySelector<HTMLElement>(
        '[data-action="up"]:not(:disabled), [data-action="down"]:not(:disabled)',
      )
    )?.focus();
  });

  const move = (at: number, by: number) => {
    const to = Math.max(0, Math.min(items.length - 1, at + by));
    if (to === at) return;
    focus.current = { row: to, control: by < 0 ? 'up' : 'down' };
    onChange(moved(items, at, by));
  };
  const remove = (at: number) => {
    focus.current = items.length > 1 ? { row: Math.min(at, items.length - 2), control: 'first' } : 'add';
    onChange(items.filter((_, i) => i !== at));
  };
  const add = () => {
    focus.current = { row: items.length, control: 'first' };
    onChange([...items, newItem()]);
  };
  const onKeyDown = (at: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    move(at, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Stack gap="xs" ref={box}>
      {items.map((item, at) => {
        const n = at + 1;
        const name = rowName(n);
        return (
          <Paper
            key={at}
            withBorder
            p="xs"
            radius="md"
            role="group"
            aria-label={name}
            data-row={at}
            onKeyDown={onKeyDown(at)}
          >
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  data-action="up"
                  aria-label={t('page.list.moveUp', { name })}
                  disabled={at === 0}
                  onClick={() => move(at, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  data-action="down"
                  aria-label={t('page.list.moveDown', { name })}
                  disabled={at === items.length - 1}
                  onClick={() => move(at, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  data-action="remove"
                  aria-label={t('page.list.remove', { name })}
                  disabled={items.length <= minItems}
                  onClick={() => remove(at)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {fields(item, at)}
          </Paper>
        );
      })}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Box>
        <Button
          variant="light"
          data-action="add"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={items.length >= PAGE_MAX_ITEMS}
          onClick={add}
        >
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

interface ItemsFieldsProps<T> {
  items: T[];
  /** The list's path in the errors ('links', 'page.blocks.2.items'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<T[]>;
  /** At least this many rows (a links list needs one). */
  minItems?: number;
}

/** Links, each a label and an address. */
export function LinkItemsFields({ items, path, errors, onChange, minItems = 1 }: ItemsFieldsProps<PageLink>) {
  const { t } = useTranslation('qrcodes');
  const set = (at: number, patch: Partial<PageLink>, field: string) =>
    onChange(
      items.map((item, i) => (i === at ? { ...item, ...patch } : item)),
      `${path}.${at}.${field}`,
    );
  return (
    <ItemRows
      items={items}
      rowName={(n) => t('page.links.row', { n })}
      addLabel={t('page.links.add')}
      error={errors[path]}
      newItem={() => ({ label: '', url: '' })}
      onChange={(next) => onChange(next, null)}
      minItems={minItems}
      fields={(item, at) => (
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label={t('page.links.label')}
            withAsterisk
            value={item.label}
            error={errors[`${path}.${at}.label`]}
            onChange={(e) => set(at, { label: e.currentTarget.value }, 'label')}
          />
          <TextInput
            label={t('page.links.url')}
            withAsterisk
            type="url"
            placeholder="https://"
            value={item.url}
            error={errors[`${path}.${at}.url`]}
            onChange={(e) => set(at, { url: e.currentTarget.value }, 'url')}
          />
        </Group>
      )}
    />
  );
}

/** Social profiles, each a network and an address. */
export function SocialItemsFields({
  items,
  path,
  errors,
  onChange,
  minItems = 0,
}: ItemsFieldsProps<PageSocialLink>) {
  const { t } = useTranslation('qrcodes');
  const set = (at: number, patch: Partial<PageSocialLink>, field: string) =>
    onChange(
      items.map((item, i) => (i === at ? { ...item, ...patch } : item)),
      `${path}.${at}.${field}`,
    );
  return (
    <ItemRows
      items={items}
      rowName={(n) => t('page.socials.row', { n })}
      addLabel={t('page.socials.add')}
      error={errors[path]}
      newItem={(): PageSocialLink => ({ network: 'instagram', url: '' })}
      onChange={(next) => onChange(next, null)}
      minItems={minItems}
      fields={(item, at) => (
        <Group grow align="flex-start" gap="xs">
          <NativeSelect
            label={t('page.socials.network')}
            value={item.network}
            error={errors[`${path}.${at}.network`]}
            data={SOCIAL_NETWORKS.map((network) => ({
              value: network,
              label: network === 'website' ? t('page.socials.website') : SOCIAL_NETWORK_LABELS[network],
            }))}
            onChange={(e) => set(at, { network: e.currentTarget.value as SocialNetwork }, 'network')}
          />
          <TextInput
            label={t('page.socials.url')}
            withAsterisk
            type="url"
            placeholder="https://"
            value={item.url}
            error={errors[`${path}.${at}.url`]}
            onChange={(e) => set(at, { url: e.currentTarget.value }, 'url')}
          />
        </Group>
      )}
    />
  );
}
