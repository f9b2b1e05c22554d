import {
  PAGE_TEXT_LIMITS,
  type AppQrData,
  type BusinessQrData,
  type CouponQrData,
  type EventQrData,
  type LinksQrData,
  type PdfQrData,
} from '@qrpanel/contracts';
import { Box, Group, Text, Textarea, TextInput, useTranslation } from '@qrpanel/web';
import type { ReactNode } from 'react';
import { EventTimesFields } from './EventTimesFields';
import { FileField } from './FileField';
import { LinkItemsFields, SocialItemsFields } from './ItemList';
import { OpeningDaysFields } from './OpeningDaysFields';
import type { FieldsPageData, FieldsPageType } from './page-draft';
import type { FieldErrors } from './page-fields';

/** Sets one field of the page's data; `group` joins its keystrokes into one Undo step. */
export type SetField = (key: string, value: unknown, group?: string | null) => void;

interface FieldsProps<D> {
  data: D;
  errors: FieldErrors;
  set: SetField;
}

/** What an address field hints while empty. */
const URL_HINT = 'https://';
const L = PAGE_TEXT_LIMITS;

/** The fields a page of this type is made from (its title aside, which every type has). */
export function TypeFields({ type, ...props }: FieldsProps<FieldsPageData> & { type: FieldsPageType }) {
  const { data } = props;
  switch (type) {
    case 'links':
      return <LinksFields {...props} data={data as LinksQrData} />;
    case 'pdf':
      return <PdfFields {...props} data={data as PdfQrData} />;
    case 'app':
      return <AppFields {...props} data={data as AppQrData} />;
    case 'business':
      return <BusinessFields {...props} data={data} />;
    case 'coupon':
      return <CouponFields {...props} data={data as CouponQrData} />;
    case 'event':
      return <EventFields {...props} data={data as EventQrData} />;
  }
}

interface DataTextProps extends FieldsProps<object> {
  /** The data's field ('description', 'phone', …). */
  field: string;
  label: string;
  description?: string;
  required?: boolean;
  max?: number;
  /** An address (its field hints https://), or a native input of that type. */
  type?: 'url' | 'tel' | 'email' | 'date';
  multiline?: boolean;
}

/** One text field of the page's data: its value, label, error and change. */
function DataText({
  data,
  errors,
  set,
  field,
  label,
  description,
  required,
  max,
  type,
  multiline,
}: DataTextProps) {
  const common = {
    label,
    description,
    withAsterisk: required,
    maxLength: max,
    value: ((data as Record<string, unknown>)[field] as string | undefined) ?? '',
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  };
  if (multiline) return <Textarea {...common} autosize minRows={2} />;
  return <TextInput {...common} type={type ?? 'text'} placeholder={type === 'url' ? URL_HINT : undefined} />;
}

/** A titled group of fields (a list of links, the opening hours). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Text fw={600} id={id} mb={4}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

function SocialsSection({ data, errors, set }: FieldsProps<{ socials?: LinksQrData['socials'] }>) {
  const { t } = useTranslation('qrcodes');
  return (
    <Section id="page-socials-heading" title={t('page.socials.title')}>
      <SocialItemsFields
        items={data.socials ?? []}
        path="socials"
        errors={errors}
        onChange={(socials, group) => set('socials', socials, group ?? null)}
      />
    </Section>
  );
}

function LinksFields(props: FieldsProps<LinksQrData>) {
  const { t } = useTranslation('qrcodes');
  const { data, errors, set } = props;
  return (
    <>
      <DataText {...props} field="description" label={t('page.fields.description')} max={L.text} multiline />
      <FileField
        kind="image"
        label={t('page.fields.avatar')}
        description={t('page.fields.avatarHint')}
        value={data.avatar ?? ''}
        error={errors.avatar}
        onChange={(avatar, uploaded) => set('avatar', avatar, uploaded ? null : 'avatar')}
      />
      <Section id="page-links-heading" title={t('page.links.title')}>
        <LinkItemsFields
          items={data.links}
          path="links"
          errors={errors}
          onChange={(links, group) => set('links', links, group ?? null)}
        />
      </Section>
      <SocialsSection {...props} />
    </>
  );
}

function PdfFields(props: FieldsProps<PdfQrData>) {
  const { t } = useTranslation('qrcodes');
  const { data, errors, set } = props;
  return (
    <>
      <FileField
        kind="pdf"
        label={t('page.fields.pdfFile')}
        description={t('page.upload.pdfHint')}
        required
        value={data.file}
        error={errors.file}
        onChange={(file, uploaded) => set('file', file, uploaded ? null : 'file')}
      />
      <DataText
        {...props}
        field="description"
        label={t('page.fields.description')}
        description={t('page.pdf.descriptionHint')}
        max={L.text}
        multiline
      />
    </>
  );
}

function AppFields(props: FieldsProps<AppQrData>) {
  const { t } = useTranslation('qrcodes');
  return (
    <>
      <DataText
        {...props}
        field="ios_url"
        label={t('page.fields.iosUrl')}
        description={t('page.app.iosHint')}
        required
        type="url"
      />
      <DataText
        {...props}
        field="android_url"
        label={t('page.fields.androidUrl')}
        description={t('page.app.androidHint')}
        required
        type="url"
      />
      <DataText
        {...props}
        field="fallback_url"
        label={t('page.fields.fallbackUrl')}
        description={t('page.app.fallbackHint')}
        type="url"
      />
    </>
  );
}

function BusinessFields(props: FieldsProps<BusinessQrData>) {
  const { t } = useTranslation('qrcodes');
  const { data, errors, set } = props;
  return (
    <>
      <DataText {...props} field="description" label={t('page.fields.description')} max={L.text} multiline />
      <Group grow align="flex-start" gap="xs">
        <DataText {...props} field="phone" label={t('page.fields.phone')} type="tel" />
        <DataText {...props} field="email" label={t('page.fields.email')} type="email" />
      </Group>
      <DataText
        {...props}
        field="website"
        label={t('page.fields.website')}
        description={t('page.business.websiteHint')}
        type="url"
      />
      <DataText
        {...props}
        field="address"
        label={t('page.fields.address')}
        description={t('page.business.addressHint')}
        max={L.address}
        multiline
      />
      <Section id="page-hours-heading" title={t('page.business.hours')}>
        <OpeningDaysFields
          days={data.hours ?? []}
          path="hours"
          errors={errors}
          // A page may show no opening hours: every day may go.
          minItems={0}
          onChange={(hours, group) => set('hours', hours, group ?? null)}
        />
      </Section>
      <SocialsSection {...props} />
    </>
  );
}

function CouponFields(props: FieldsProps<CouponQrData>) {
  const { t } = useTranslation('qrcodes');
  return (
    <>
      <DataText
        {...props}
        field="code"
        label={t('page.fields.couponCode')}
        description={t('page.coupon.codeHint')}
        required
        max={L.code}
      />
      <DataText {...props} field="description" label={t('page.fields.description')} max={L.text} multiline />
      <DataText {...props} field="valid_until" label={t('page.fields.validUntil')} type="date" />
      <DataText {...props} field="terms" label={t('page.fields.terms')} max={L.terms} multiline />
      <DataText
        {...props}
        field="redeem_url"
        label={t('page.fields.redeemUrl')}
        description={t('page.coupon.redeemHint')}
        type="url"
      />
    </>
  );
}

function EventFields(props: FieldsProps<EventQrData>) {
  const { t } = useTranslation('qrcodes');
  const { data, errors, set } = props;
  return (
    <>
      <EventTimesFields times={data} path="" errors={errors} onChange={(key, value) => set(key, value)} />
      <DataText {...props} field="place" label={t('page.fields.place')} max={L.place} />
      <DataText {...props} field="description" label={t('page.fields.description')} max={L.text} multiline />
      <DataText
        {...props}
        field="url"
        label={t('page.fields.eventUrl')}
        description={t('page.event.urlHint')}
        type="url"
      />
    </>
  );
}
