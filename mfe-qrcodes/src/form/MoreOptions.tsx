import type { FolderDto } from '@qrpanel/contracts';
import {
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  useTranslation,
} from '@qrpanel/web';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { routesOf } from '@qrpanel/contracts/smart-routing';
import { SmartRoutingSection } from '../smart/SmartRoutingSection';
import type { QrFormState } from './form-state';
import type { SetField } from './use-qr-form';

export interface MoreOptionsProps {
  state: QrFormState;
  errors: Record<string, string>;
  set: SetField;
  /** The folders of the code's owner, to file it in. */
  folders: FolderDto[];
}

/** The api's error fields answered by what this section holds: it opens to show them. */
const OPTION_FIELDS = /^(folderId|tags|expires_at|rules|split|password|max_scans|starts_at)\b/;

/** Whether a code's form starts with something here set: then the section starts open. */
export function hasOptions({ folderId, tags, expiresOn, smart }: QrFormState): boolean {
  return Boolean(
    folderId ||
    tags ||
    expiresOn ||
    smart.rules.length ||
    smart.useSplit ||
    smart.protect ||
    smart.maxScans ||
    smart.startsAt,
  );
}

/**
 * Folder, tags and, for dynamic codes, the expiry date and smart routing (rules, split,
 * password, scan cap, start date), folded under "More options": most codes need none of them,
 * and the design comes first. A code that has some, or an error in one, shows them open.
 */
export function MoreOptions({ state, errors, set, folders }: MoreOptionsProps) {
  const { t } = useTranslation('qrcodes');
  const dynamic = state.generationType === 'dynamic';
  const [chosen, setOpen] = useState(() => hasOptions(state));
  const open = chosen || Object.keys(errors).some((field) => OPTION_FIELDS.test(field));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="options-heading">
      <Title order={2} fz="lg" m={0} id="options-heading">
        <UnstyledButton
          aria-expanded={open}
          aria-controls="more-options"
          onClick={() => setOpen(!open)}
          style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, width: '100%' }}
        >
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
          />
          {t('form.options.title')}
        </UnstyledButton>
      </Title>
      <Text size="sm" c="dimmed">
        {t(dynamic ? 'form.options.summaryDynamic' : 'form.options.summaryStatic')}
      </Text>
      {open ? (
        <Stack gap="lg" mt="md" id="more-options">
          <Stack gap="sm">
            <NativeSelect
              label={t('form.content.folder')}
              name="folderId"
              value={state.folderId}
              error={errors.folderId}
              data={[
                { value: '', label: t('form.content.noFolder') },
                ...folders.map((f) => ({ value: String(f.id), label: f.name })),
              ]}
              onChange={(e) => set('folderId', e.currentTarget.value)}
            />
            <TextInput
              label={t('form.content.tags')}
              name="tags"
              description={t('form.content.tagsHint')}
              placeholder={t('form.content.tagsPlaceholder')}
              value={state.tags}
              error={errors.tags}
              onChange={(e) => set('tags', e.currentTarget.value)}
            />
            {dynamic ? (
              <TextInput
                type="date"
                label={t('form.content.expiry')}
                name="expires_at"
                value={state.expiresOn}
                error={errors.expires_at}
                onChange={(e) => set('expiresOn', e.currentTarget.value)}
              />
            ) : null}
          </Stack>
          {dynamic ? (
            <SmartRoutingSection
              draft={state.smart}
              routes={routesOf(state.type)}
              errors={errors}
              onChange={(smart) => set('smart', smart)}
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
