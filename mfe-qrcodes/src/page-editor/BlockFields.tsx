import {
  PAGE_TEXT_LIMITS,
  type EventBlock,
  type HoursBlock,
  type ImageBlock,
  type OpeningDay,
  type PageBlock,
} from '@qrpanel/contracts';
import { WEEKDAYS } from '@qrpanel/contracts/smart-routing';
import {
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { useMemo } from 'react';
import { ItemRows, LinkItemsFields, SocialItemsFields } from './ItemList';
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
    case 'file':
      return (
        <Group grow align="flex-start" gap="xs">
          <BlockText
            {...props}
            field="label"
            label={t(block.kind === 'file' ? 'page.fields.fileLabel' : 'page.fields.buttonLabel')}
            required
            max={L.label}
          />
          <BlockText
            {...props}
            field="url"
            label={t(block.kind === 'file' ? 'page.fields.fileUrl' : 'page.fields.url')}
            required
            type="url"
          />
        </Group>
      );
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

function ImageFields({ block, path, errors, onChange }: BlockFieldsProps<ImageBlock>) {
  const { t } = useTranslation('qrcodes');
  const size = (key: 'width' | 'height', label: string) => (
    <TextInput
      type="number"
      min={1}
      max={4000}
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
      <TextInput
        label={t('page.fields.imageUrl')}
        withAsterisk
        type="url"
        placeholder={URL_HINT}
        value={block.url}
        error={errors[`${path}.url`]}
        onChange={(e) => onChange({ ...block, url: e.currentTarget.value }, `${path}.url`)}
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
  const setDay = (at: number, patch: Partial<OpeningDay>, field: string | null) =>
    onChange(
      { ...block, days: block.days.map((day, i) => (i === at ? { ...day, ...patch } : day)) },
      field && `${path}.days.${at}.${field}`,
    );
  const days = WEEKDAYS.map((day) => ({ value: day, label: t(`smart.days.${day}`) }));
  return (
    <Stack gap="xs">
      <ItemRows
        items={block.days}
        rowName={(n) => t('page.hours.row', { n })}
        addLabel={t('page.hours.add')}
        error={errors[`${path}.days`]}
        minItems={1}
        newItem={(): OpeningDay => ({ day: 'sat', opens: '10:00', closes: '14:00', closed: false })}
        onChange={(next) => onChange({ ...block, days: next }, null)}
        fields={(day, at) => (
          <Group grow align="flex-end" gap="xs">
            <NativeSelect
              label={t('page.hours.day')}
              data={days}
              value={day.day}
              error={errors[`${path}.days.${at}.day`]}
              onChange={(e) => setDay(at, { day: e.currentTarget.value as OpeningDay['day'] }, null)}
            />
            <TextInput
              type="time"
              label={t('page.hours.opens')}
              disabled={day.closed}
              value={day.opens}
              error={errors[`${path}.days.${at}.opens`]}
              onChange={(e) => setDay(at, { opens: e.currentTarget.value }, 'opens')}
            />
            <TextInput
              type="time"
              label={t('page.hours.closes')}
              disabled={day.closed}
              value={day.closes}
              error={errors[`${path}.days.${at}.closes`]}
              onChange={(e) => setDay(at, { closes: e.currentTarget.value }, 'closes')}
            />
            <Checkbox
              label={t('page.hours.closed')}
              checked={day.closed}
              styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
              onChange={(e) => {
                const closed = e.currentTarget.checked;
                setDay(
                  at,
                  closed ? { closed, opens: '', closes: '' } : { closed, opens: '09:00', closes: '17:00' },
                  null,
                );
              }}
            />
          </Group>
        )}
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

/** Every time zone the browser knows, the event's own among them. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
    const zones = intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
    return zones.includes(current) || !current ? zones : [current, ...zones];
  }, [current]);
}

function EventFields({ block, path, errors, onChange }: BlockFieldsProps<EventBlock>) {
  const { t } = useTranslation('qrcodes');
  const zones = useTimeZones(block.time_zone);
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
      <Group grow align="flex-start" gap="xs">
        <TextInput
          type="datetime-local"
          label={t('page.fields.startsAt')}
          withAsterisk
          value={block.starts_at}
          error={errors[`${path}.starts_at`]}
          onChange={(e) => set('starts_at', e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('page.fields.endsAt')}
          withAsterisk
          value={block.ends_at}
          error={errors[`${path}.ends_at`]}
          onChange={(e) => set('ends_at', e.currentTarget.value)}
        />
      </Group>
      <NativeSelect
        label={t('page.fields.timeZone')}
        withAsterisk
        data={zones}
        value={block.time_zone}
        error={errors[`${path}.time_zone`]}
        onChange={(e) => set('time_zone', e.currentTarget.value)}
      />
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
