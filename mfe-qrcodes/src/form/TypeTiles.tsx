import { QR_TYPES, isQrType, type QrType } from '@qrpanel/contracts';
import { Radio, SimpleGrid, useTranslation } from '@qrpanel/web';
import {
  IconAddressBook,
  IconAlignLeft,
  IconLink,
  IconMail,
  IconMessage,
  IconPhone,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<QrType, Icon> = {
  url: IconLink,
  text: IconAlignLeft,
  email: IconMail,
  phone: IconPhone,
  sms: IconMessage,
  vcard: IconAddressBook,
  wifi: IconWifi,
};

export interface TypeTilesProps {
  value: QrType;
  onChange: (type: QrType) => void;
  /** An edit keeps the code's type: the tiles show it and take no choice. */
  disabled: boolean;
}

/**
 * The QR Code Type as tiles, each with a line on what a scan of it does: native radio buttons
 * (arrow keys move between them, one Tab stop), a whole tile to click or tap.
 */
export function TypeTiles({ value, onChange, disabled }: TypeTilesProps) {
  const { t } = useTranslation('qrcodes');
  return (
    <Radio.Group
      label={t('form.content.type')}
      name="type"
      value={value}
      onChange={(type) => isQrType(type) && onChange(type)}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" mt="xs">
        {QR_TYPES.map((type) => {
          const TypeIcon = ICONS[type];
          const chosen = type === value;
          return (
            <Radio
              key={type}
              value={type}
              disabled={disabled && !chosen}
              styles={tileStyles(chosen)}
              // The whole tile chooses, its line included (the label alone is a small target).
              wrapperProps={{ onClick: () => !disabled && onChange(type) }}
              label={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600 }}>
                  <TypeIcon size={18} aria-hidden />
                  {t(`common.types.${type}`)}
                </span>
              }
              description={t(`form.typeLines.${type}`)}
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
