import {
  PAGE_IMAGE_SIDE_MAX,
  PAGE_TEXT_LIMITS,
  type EventBlock,
  type FileBlock,
  type FileUploadResponse,
  type HoursBlock,
  type ImageBlock,
  type PageBlock,
} from '@qrpanel/contracts';
import { Group, Stack, Text, Textarea, TextInput, useTranslation } from '@qrpanel/web';
import { EventTimesFields } from './EventTimesFields';
import { FileField } from './FileField';
import { LinkItemsFields, SocialItemsFields } from './ItemList';
import { OpeningDaysFields } from './OpeningDaysFields';
import { fittedSize } from './page-files';
import type { Edit, FieldErrors } from './page-fields';

export interface BlockFieldsProps<B extends PageBlock = PageBlock> {
  block: B;
  /** The block's path in the errors ('page.blocks.2'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<PageBlock>;
}

const URL_HINT = 'https://';

interface TextFieldProps {
  /** The block's field ('label', 'url', …). */
  field: string;
  label: string;
  required?: boolean;
  max?: number;
  /** An address (its field hints https://), or a native input of that type. */
  type?: 'url' | 'tel' | 'email' | 'date';
  multiline?: boolean;
  description?: string;
}

/** One text field of a block: its value, label, error and change, its keystrokes one Undo step. */
function BlockText({
  block,
  path,
  errors,
  onChange,
  field,
  label,
  required,
  max,
  type,
  multiline,
  description,
}: BlockFieldsProps & TextFieldProps) {
  const common = {
    label,
    description,
    withAsterisk: required,
    maxLength: max,
    value: (block as unknown as Record<string, string>)[field] ?? '',
    error: errors[`${path}.${field}`],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...block, [field]: e.currentTarget.value }, `${path}.${field}`),
  };
  if (multiline) return <Textarea {...common} autosize minRows={2} />;
  return <TextInput {...common} type={type ?? 'text'} placeholder={type === 'url' ? URL_HINT : undefined} />;
}

/** A block's own fields, fitting its kind. */
export function BlockFields(props: BlockFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const { block, path, errors, onChange } = props;
  const L = PAGE_TEXT_LIMITS;
  switch (block.kind) {
    case 'heading':
      return (
        <BlockText {...props} field="text" label={t('page.fields.headingText')} required max={L.heading} />
      );
    case 'text':
      return (
        <BlockText {...props} field="text" label={t('page.fields.text')} required max={L.text} multiline />
      );
    case 'image':
      return <ImageFields {...props} block={block} />;
    case 'button':
      return (
        <Group grow align="flex-start" gap="xs">
          <BlockText {...props} field="label" label={t('page.fields.buttonLabel')} required max={L.label} />
          <BlockText {...props} field="url" label={t('page.fields.url')} required type="url" />
        </Group>
      );
    case 'file':
      return <PdfFields {...props} block={block} />;
    case 'links':
      return (
        <LinkItemsFields
          items={block.items}
          path={`${path}.items`}
          errors={errors}
          onChange={(items, group) => onChange({ ...block, items }, group)}
        />
      );
    case 'social':
      return (
        <SocialItemsFields
          items={block.items}
          path={`${path}.items`}
          errors={errors}
          minItems={1}
          onChange={(items, group) => onChange({ ...block, items }, group)}
        />
      );
    case 'app_badges':
      return (
        <Stack gap="xs">
          <BlockText {...props} field="ios_url" label={t('page.fields.iosUrl')} type="url" />
          <BlockText {...props} field="android_url" label={t('page.fields.androidUrl')} type="url" />
        </Stack>
      );
    case 'hours':
      return <HoursFields {...props} block={block} />;
    case 'address':
      return (
        <Stack gap="xs">
          <BlockText
            {...props}
            field="text"
            label={t('page.fields.address')}
            required
            max={L.address}
            multiline
          />
          <BlockText
            {...props}
            field="map_url"
            label={t('page.fields.mapUrl')}
            type="url"
            description={t('page.fields.mapUrlHint')}
          />
        </Stack>
      );
    case 'contact':
      return (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('page.fields.contactHint')}
          </Text>
          <Group grow align="flex-start" gap="xs">
            <BlockText {...props} field="name" label={t('page.fields.name')} max={L.name} />
            <BlockText {...props} field="org" label={t('page.fields.org')} max={L.name} />
          </Group>
          <Group grow align="flex-start" gap="xs">
            <BlockText {...props} field="phone" label={t('page.fields.phone')} type="tel" />
            <BlockText {...props} field="email" label={t('page.fields.email')} type="email" />
          </Group>
        </Stack>
      );
    case 'coupon':
      return (
        <Stack gap="xs">
          <Group grow align="flex-start" gap="xs">
            <BlockText {...props} field="title" label={t('page.fields.couponTitle')} max={L.title} />
            <BlockText {...props} field="code" label={t('page.fields.couponCode')} required max={L.code} />
          </Group>
          <BlockText {...props} field="valid_until" label={t('page.fields.validUntil')} type="date" />
          <BlockText {...props} field="terms" label={t('page.fields.terms')} max={L.terms} multiline />
        </Stack>
      );
    case 'event':
      return <EventFields {...props} block={block} />;
    case 'divider':
      return (
        <Text size="sm" c="dimmed">
          {t('page.fields.divider')}
        </Text>
      );
  }
}

function PdfFields(props: BlockFieldsProps<FileBlock>) {
  const { t } = useTranslation('qrcodes');
  const { block, path, errors, onChange } = props;
  return (
    <Stack gap="xs">
      <BlockText
        {...props}
        field="label"
        label={t('page.fields.fileLabel')}
        required
        max={PAGE_TEXT_LIMITS.label}
      />
      <FileField
        kind="pdf"
        label={t('page.fields.fileUrl')}
        description={t('page.upload.pdfHint')}
        required
        value={block.url}
        error={errors[`${path}.url`]}
        onChange={(url, uploaded) => onChange({ ...block, url }, uploaded ? null : `${path}.url`)}
      />
    </Stack>
  );
}

function ImageFields({ block, path, errors, onChange }: BlockFieldsProps<ImageBlock>) {
  const { t } = useTranslation('qrcodes');
  // An uploaded image brings its size: the block takes it, scaled down to what a block may say.
  const uploaded = (file: FileUploadResponse) =>
    onChange(
      {
        ...block,
        url: file.path,
        ...(file.width && file.height ? fittedSize(file.width, file.height) : {}),
      },
      null,
    );
  const size = (key: 'width' | 'height', label: string) => (
    <TextInput
      type="number"
      min={1}
      max={PAGE_IMAGE_SIDE_MAX}
      step={1}
      label={label}
      withAsterisk
      value={String(block[key])}
      error={errors[`${path}.${key}`]}
      onChange={(e) => onChange({ ...block, [key]: Number(e.currentTarget.value) }, `${path}.${key}`)}
    />
  );
  return (
    <Stack gap="xs">
      <FileField
        kind="image"
        label={t('page.fields.imageUrl')}
        description={t('page.upload.imageHint')}
        required
        value={block.url}
        error={errors[`${path}.url`]}
        onChange={(url) => onChange({ ...block, url }, `${path}.url`)}
        onUploaded={uploaded}
      />
      <TextInput
        label={t('page.fields.alt')}
        description={t('page.fields.altHint')}
        maxLength={PAGE_TEXT_LIMITS.alt}
        value={block.alt}
        error={errors[`${path}.alt`]}
        onChange={(e) => onChange({ ...block, alt: e.currentTarget.value }, `${path}.alt`)}
      />
      <Group grow align="flex-start" gap="xs">
        {size('width', t('page.fields.width'))}
        {size('height', t('page.fields.height'))}
      </Group>
    </Stack>
  );
}

function HoursFields({ block, path, errors, onChange }: BlockFieldsProps<HoursBlock>) {
  const { t } = useTranslation('qrcodes');
  return (
    <Stack gap="xs">
      <OpeningDaysFields
        days={block.days}
        path={`${path}.days`}
        errors={errors}
        minItems={1}
        onChange={(days, group) => onChange({ ...block, days }, group)}
      />
      <TextInput
        label={t('page.hours.note')}
        maxLength={PAGE_TEXT_LIMITS.note}
        value={block.note}
        error={errors[`${path}.note`]}
        onChange={(e) => onChange({ ...block, note: e.currentTarget.value }, `${path}.note`)}
      />
    </Stack>
  );
}

function EventFields({ block, path, errors, onChange }: BlockFieldsProps<EventBlock>) {
  const { t } = useTranslation('qrcodes');
  const set = (key: keyof EventBlock, value: string) =>
    onChange({ ...block, [key]: value }, `${path}.${key}`);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('page.fields.eventTitle')}
        withAsterisk
        maxLength={PAGE_TEXT_LIMITS.title}
        value={block.title}
        error={errors[`${path}.title`]}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <EventTimesFields times={block} path={path} errors={errors} onChange={set} />
      <TextInput
        label={t('page.fields.place')}
        maxLength={PAGE_TEXT_LIMITS.place}
        value={block.place}
        error={errors[`${path}.place`]}
        onChange={(e) => set('place', e.currentTarget.value)}
      />
    </Stack>
  );
}
