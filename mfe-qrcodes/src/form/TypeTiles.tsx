import { CODE_TYPES, isCodeType, isPageQrType, type CodeType } from '@qrpanel/contracts';
import { Radio, SimpleGrid, useTranslation } from '@qrpanel/web';
import {
  IconAddressBook,
  IconAlignLeft,
  IconBuildingStore,
  IconCalendarEvent,
  IconDeviceMobile,
  IconDiscount,
  IconFileTypePdf,
  IconLayout,
  IconLayoutList,
  IconLink,
  IconMail,
  IconMessage,
  IconPhone,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<CodeType, Icon> = {
  url: IconLink,
  text: IconAlignLeft,
  email: IconMail,
  phone: IconPhone,
  sms: IconMessage,
  vcard: IconAddressBook,
  wifi: IconWifi,
  links: IconLayoutList,
  pdf: IconFileTypePdf,
  app: IconDeviceMobile,
  business: IconBuildingStore,
  coupon: IconDiscount,
  event: IconCalendarEvent,
  page: IconLayout,
};

export interface TypeTilesProps {
  value: CodeType;
  onChange: (type: CodeType) => void;
  /** An edit keeps the code's type: the tiles show it and take no choice. */
  disabled: boolean;
  /**
   * A dynamic code is being made: hosted pages (links, PDF, app, business, coupon, event,
   * page) are offered. A static one
   * cannot show a page: their tiles say so and take no choice.
   */
  dynamic: boolean;
}

/**
 * The QR Code Type as tiles, each with a line on what a scan of it does: native radio buttons
 * (arrow keys move between them, one Tab stop), a whole tile to click or tap. The hosted
 * pages' types come last, dynamic only (docs/product.md, Hosted pages).
 */
export function TypeTiles({ value, onChange, disabled, dynamic }: TypeTilesProps) {
  const { t } = useTranslation('qrcodes');
  return (
    <Radio.Group
      label={t('form.content.type')}
      name="type"
      value={value}
      onChange={(type) => isCodeType(type) && onChange(type)}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" mt="xs">
        {CODE_TYPES.map((type) => {
          const TypeIcon = ICONS[type];
          const chosen = type === value;
          const staticPage = !dynamic && isPageQrType(type);
          const off = (disabled || staticPage) && !chosen;
          return (
            <Radio
              key={type}
              value={type}
              disabled={off}
              styles={tileStyles(chosen)}
              // The whole tile chooses, its line included (the label alone is a small target).
              wrapperProps={{ onClick: () => !off && !chosen && onChange(type) }}
              label={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600 }}>
                  <TypeIcon size={18} aria-hidden />
                  {t(`common.types.${type}`)}
                </span>
              }
              description={staticPage ? t('form.typeLines.dynamicOnly') : t(`form.typeLines.${type}`)}
            />
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** A bordered tile, its border in the primary colour when chosen; the label fills its width. */
function tileStyles(chosen: boolean) {
  return {
    root: {
      border: `${chosen ? 2 : 1}px solid ${chosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
      borderRadius: 'var(--mantine-radius-md)',
      padding: chosen ? 'calc(var(--mantine-spacing-xs) - 1px)' : 'var(--mantine-spacing-xs)',
      minHeight: 44,
      cursor: 'pointer',
    },
    body: { alignItems: 'flex-start' },
    labelWrapper: { flex: 1, minWidth: 0 },
  };
}
