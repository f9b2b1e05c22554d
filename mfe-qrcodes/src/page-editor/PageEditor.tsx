import {
  PAGE_TEXT_LIMITS,
  type AppQrData,
  type BlankPageQrData,
  type LinksQrData,
  type PageQrData,
  type PageQrType,
} from '@qrpanel/contracts';
import {
  Box,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { BlockEditor } from './BlockEditor';
import { LinkItemsFields, SocialItemsFields } from './ItemList';
import { hasOwnLayout, withOwnLayout } from './page-draft';
import type { Edit, FieldErrors } from './page-fields';

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

/** What an address field hints while empty. */
const URL_HINT = 'https://';

/** Ctrl+Z (Cmd+Z on a Mac) undoes, with Shift (or Ctrl+Y) redoes. */
function undoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * A hosted page's editor (docs/product.md, Hosted pages): a links page's or an app's fields,
 * or a blank page's blocks; Undo and Redo over all of its edits.
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
        {type === 'links' ? (
          <LinksFields data={data as LinksQrData} errors={errors} set={set} />
        ) : type === 'app' ? (
          <AppFields data={data as AppQrData} errors={errors} set={set} />
        ) : (
          <BlockEditor
            page={(data as BlankPageQrData).page}
            path="page"
            errors={errors}
            onChange={(page, group) => set('page', page, group ?? null)}
          />
        )}
        {type !== 'page' ? (
          <OwnLayout type={type} data={data as LinksQrData | AppQrData} errors={errors} onChange={onChange} />
        ) : null}
      </Stack>
    </Box>
  );
}

type Set = (key: string, value: unknown, group?: string | null) => void;

function LinksFields({ data, errors, set }: { data: LinksQrData; errors: FieldErrors; set: Set }) {
  const { t } = useTranslation('qrcodes');
  return (
    <>
      <Textarea
        label={t('page.fields.description')}
        maxLength={PAGE_TEXT_LIMITS.text}
        autosize
        minRows={2}
        value={data.description ?? ''}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <TextInput
        label={t('page.fields.avatar')}
        description={t('page.fields.avatarHint')}
        type="url"
        placeholder={URL_HINT}
        value={data.avatar ?? ''}
        error={errors.avatar}
        onChange={(e) => set('avatar', e.currentTarget.value)}
      />
      <Box role="group" aria-labelledby="page-links-heading">
        <Text fw={600} id="page-links-heading" mb={4}>
          {t('page.links.title')}
        </Text>
        <LinkItemsFields
          items={data.links}
          path="links"
          errors={errors}
          onChange={(links, group) => set('links', links, group ?? null)}
        />
      </Box>
      <Box role="group" aria-labelledby="page-socials-heading">
        <Text fw={600} id="page-socials-heading" mb={4}>
          {t('page.socials.title')}
        </Text>
        <SocialItemsFields
          items={data.socials ?? []}
          path="socials"
          errors={errors}
          onChange={(socials, group) => set('socials', socials, group ?? null)}
        />
      </Box>
    </>
  );
}

function AppFields({ data, errors, set }: { data: AppQrData; errors: FieldErrors; set: Set }) {
  const { t } = useTranslation('qrcodes');
  const url = (key: 'ios_url' | 'android_url' | 'fallback_url', required: boolean) => (
    <TextInput
      label={t(
        `page.fields.${key === 'ios_url' ? 'iosUrl' : key === 'android_url' ? 'androidUrl' : 'fallbackUrl'}`,
      )}
      description={t(
        `page.app.${key === 'ios_url' ? 'iosHint' : key === 'android_url' ? 'androidHint' : 'fallbackHint'}`,
      )}
      withAsterisk={required}
      type="url"
      placeholder={URL_HINT}
      value={data[key] ?? ''}
      error={errors[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  return (
    <>
      {url('ios_url', true)}
      {url('android_url', true)}
      {url('fallback_url', false)}
    </>
  );
}

/**
 * A links page or an app's page is made from its fields until its owner takes the layout as
 * their own: then the block editor changes it, and the fields above no longer do.
 */
function OwnLayout({
  type,
  data,
  errors,
  onChange,
}: {
  type: 'links' | 'app';
  data: LinksQrData | AppQrData;
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
          onChange={(e) => onChange(withOwnLayout(type, data, e.currentTarget.checked), null)}
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
