import { PAGE_TEXT_LIMITS, type BlankPageQrData, type PageQrData, type PageQrType } from '@qrpanel/contracts';
import { Box, Button, Group, Stack, Switch, Text, TextInput, Title, useTranslation } from '@qrpanel/web';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { BlockEditor } from './BlockEditor';
import {
  editorPageLanguage,
  hasOwnLayout,
  withOwnLayout,
  type FieldsPageData,
  type FieldsPageType,
} from './page-draft';
import type { Edit, FieldErrors } from './page-fields';
import { TypeFields } from './TypeFields';

export interface PageEditing {
  data: PageQrData;
  onChange: Edit<PageQrData>;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

export interface PageEditorProps extends PageEditing {
  type: PageQrType;
  /** The checks' and the api's messages by field, without 'data.' ('links.0.url'). */
  errors: FieldErrors;
}

/** Ctrl+Z (Cmd+Z on a Mac) undoes, with Shift (or Ctrl+Y) redoes. */
function undoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * A hosted page's editor (docs/product.md, Hosted pages): the fields of a type made from
 * fields (links, PDF, app, business, coupon, event), or a blank page's blocks; Undo and Redo
 * over all of its edits.
 */
export function PageEditor({ type, data, errors, onChange, undo, redo, canUndo, canRedo }: PageEditorProps) {
  const { t } = useTranslation('qrcodes');
  const onKeyDown = (event: KeyboardEvent) => {
    const action = undoKey(event);
    if (!action) return;
    // The page's own history, not the browser's (which knows one field at a time).
    event.preventDefault();
    if (action === 'undo') undo();
    else redo();
  };
  const set = <K extends string>(key: K, value: unknown, group: string | null = key) =>
    onChange({ ...data, [key]: value }, group);

  return (
    <Box
      component="section"
      aria-labelledby="page-editor-heading"
      onKeyDown={onKeyDown}
      data-testid="page-editor"
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} fz="md" id="page-editor-heading">
          {t(`page.editor.${type}`)}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
            // Named apart from the Style panel's Undo beside it.
            aria-label={t('page.editor.undoName')}
            onClick={undo}
          >
            {t('page.editor.undo')}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            aria-label={t('page.editor.redoName')}
            onClick={redo}
          >
            {t('page.editor.redo')}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <TextInput
          label={t('page.fields.title')}
          description={t('page.fields.titleHint')}
          withAsterisk
          maxLength={PAGE_TEXT_LIMITS.title}
          value={data.title}
          error={errors.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        {type === 'page' ? (
          <BlockEditor
            page={(data as BlankPageQrData).page}
            path="page"
            errors={errors}
            onChange={(page, group) => set('page', page, group ?? null)}
          />
        ) : (
          <>
            <TypeFields type={type} data={data} errors={errors} set={set} />
            <OwnLayout type={type} data={data} errors={errors} onChange={onChange} />
          </>
        )}
      </Stack>
    </Box>
  );
}

/**
 * A page of a type made from fields is made from them until its owner takes the layout as
 * their own (its buttons' words in the panel's language, as the preview shows them): then the
 * block editor changes it, and the fields above no longer do.
 */
function OwnLayout({
  type,
  data,
  errors,
  onChange,
}: {
  type: FieldsPageType;
  data: FieldsPageData;
  errors: FieldErrors;
  onChange: Edit<PageQrData>;
}) {
  const { t } = useTranslation('qrcodes');
  const own = hasOwnLayout(data);
  return (
    <Stack gap="sm">
      {/* Its line apart from its label: the switch is named by the label alone. */}
      <Box>
        <Switch
          label={t('page.layout.own')}
          aria-describedby="page-own-layout-line"
          checked={own}
          onChange={(e) =>
            onChange(withOwnLayout(type, data, e.currentTarget.checked, editorPageLanguage()), null)
          }
        />
        <Text size="sm" c="dimmed" mt={4} id="page-own-layout-line">
          {t(own ? 'page.layout.ownOn' : 'page.layout.ownOff')}
        </Text>
      </Box>
      {own ? (
        <BlockEditor
          page={data.page}
          path="page"
          errors={errors}
          onChange={(page, group) => onChange({ ...data, page }, group ?? null)}
        />
      ) : null}
    </Stack>
  );
}
