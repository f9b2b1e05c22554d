import { isPageQrType, type GenerationType, type QrCodeDto, type QrTemplateDto } from '@qrpanel/contracts';
import {
  Alert,
  Box,
  Button,
  Flex,
  Group,
  Stack,
  Tabs,
  Text,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import { useMemo, type KeyboardEvent } from 'react';
import { useFolders } from '../list/use-folders';
import { PagePreview, PHONE_WIDTH } from '../page-editor/PagePreview';
import { ContentSection } from './ContentSection';
import { composeDesign, type QrFormState } from './form-state';
import { LivePreview } from './LivePreview';
import { MoreOptions } from './MoreOptions';
import { StyleSection } from './StyleSection';
import { UpgradeModal } from './UpgradeModal';
import { useQrForm } from './use-qr-form';

export interface QrFormProps {
  initial: QrFormState;
  /** The code being edited; none when creating. */
  code?: QrCodeDto;
  /** The template a new code was started from (?template=). */
  template?: QrTemplateDto;
}

/** Inputs that are buttons, not fields: Enter on them does what they do. */
const NOT_FIELDS = ['button', 'submit', 'reset', 'image'];

/**
 * A code in the order people make one: what it is (dynamic or static, its type and content),
 * how it looks, then the rarer options folded away; the live preview stays in view
 * throughout. Creates the code or saves the changes.
 */
export function QrForm({ initial, code, template }: QrFormProps) {
  const { t } = useTranslation('qrcodes');
  const editing = Boolean(code);
  const form = useQrForm(initial, code);
  const { state, errors, saving } = form;
  // A code is filed in its owner's folders: an admin editing another's code sees the owner's.
  const me = useCurrentUser();
  const owner = code && code.user_id !== me?.id ? code.user_id : undefined;
  const folders = useFolders(true, owner).folders.data ?? [];
  // A new object only when the style changes, so the preview's debounce sees real changes.
  const { design: partial, foregroundColor, backgroundColor, logoUrl, frameId } = state;
  const design = useMemo(
    () => composeDesign({ ...state, design: partial, foregroundColor, backgroundColor, logoUrl, frameId }),
    // The style's fields, not the whole state (typing a label must not redraw the code).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [partial, foregroundColor, backgroundColor, logoUrl, frameId],
  );
  const pageType = isPageQrType(state.type) ? state.type : null;
  const pageData = state.pageData;

  // Enter in a field (text, colour, number…) never submits: a colour typed and confirmed must
  // not make a code. Enter in a textarea still makes a new line; the Create/Save button and
  // Ctrl/Cmd+Enter from anywhere in the form submit.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      if (!saving) event.currentTarget.requestSubmit();
      return;
    }
    const target = event.target;
    if (target instanceof HTMLInputElement && !NOT_FIELDS.includes(target.type)) event.preventDefault();
  };

  return (
    <form
      onSubmit={(e) => void form.submit(e)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={editing ? t('form.editTitle') : t('form.createTitle')}
    >
      {/* In one column the preview floats over the form's end: room to scroll the button past it. */}
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start" pb={{ base: 220, md: 0 }}>
        <Box style={{ flex: 1, minWidth: 0 }} w="100%">
          <Stack gap="lg">
            {editing ? null : (
              <Box>
                <Tabs
                  value={state.generationType}
                  onChange={(value) => value && form.set('generationType', value as GenerationType)}
                >
                  <Tabs.List>
                    <Tabs.Tab value="dynamic">{t('form.tabs.dynamic')}</Tabs.Tab>
                    <Tabs.Tab value="static">{t('form.tabs.static')}</Tabs.Tab>
                  </Tabs.List>
                </Tabs>
                <Text size="sm" c="dimmed" mt="xs" data-testid="generation-line">
                  {t(`form.tabs.${state.generationType}Line`)}
                </Text>
              </Box>
            )}
            <ContentSection
              state={state}
              editing={editing}
              errors={errors}
              dataErrors={form.dataErrors}
              set={form.set}
              changeType={form.changeType}
              setData={form.setData}
              page={
                pageData
                  ? {
                      data: pageData,
                      onChange: form.setPageData,
                      undo: form.undoPage,
                      redo: form.redoPage,
                      canUndo: form.canUndoPage,
                      canRedo: form.canRedoPage,
                    }
                  : undefined
              }
              code={code}
              domains={form.domains}
            />
            <StyleSection
              state={state}
              errors={errors}
              set={form.set}
              setDesign={form.setDesign}
              undo={form.undo}
              canUndo={form.canUndo}
              resetStyle={form.resetStyle}
              applyDesign={form.applyDesign}
              showUpgrade={form.showUpgrade}
              template={template}
            />
            <MoreOptions state={state} errors={errors} set={form.set} folders={folders} />
            {form.otherErrors.length ? (
              <Alert color="red" role="alert">
                {form.otherErrors.join(' ')}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" disabled={saving}>
                {saving ? t('form.saving') : editing ? t('form.editSubmit') : t('form.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </Box>
        {/* Stretched to the form's height, so the preview has room to stay in view as it scrolls. */}
        {/* A hosted page's preview is a phone's width, its frame and padding around it. */}
        <Box w={{ base: '100%', md: pageType ? PHONE_WIDTH + 56 : 340 }} style={{ alignSelf: 'stretch' }}>
          <LivePreview
            payload={form.payload}
            foregroundColor={state.foregroundColor}
            backgroundColor={state.backgroundColor}
            logoUrl={state.logoUrl}
            frameId={state.frameId}
            design={design}
            page={
              pageType && pageData
                ? (compact) => <PagePreview type={pageType} data={pageData} compact={compact} />
                : undefined
            }
          />
        </Box>
      </Flex>
      <UpgradeModal
        opened={form.upgrade !== null}
        message={form.upgrade || undefined}
        onClose={form.closeUpgrade}
      />
    </form>
  );
}
