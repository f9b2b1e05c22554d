import { DEFAULT_PAGE_THEME, PAGE_FONTS, PAGE_MODES, type PageTheme } from '@qrpanel/contracts';
import { Box, ColorInput, Group, NativeSelect, Radio, Stack, Title, useTranslation } from '@qrpanel/web';
import type { Edit, FieldErrors } from './page-fields';

export interface ThemeFieldsProps {
  theme: PageTheme;
  /** The theme's path in the errors ('page.theme'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<PageTheme>;
}

/**
 * The page's theme: light or dark, a font of the model's system stacks, the accent and the
 * background. Light or dark starts from that mode's colours; the text colour follows the
 * background on the page itself, so it always reads.
 */
export function ThemeFields({ theme, path, errors, onChange }: ThemeFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const colour = (key: 'accent' | 'background', label: string) => (
    <ColorInput
      label={label}
      format="hex"
      withEyeDropper={false}
      value={theme[key]}
      error={errors[`${path}.${key}`]}
      onChange={(value) => onChange({ ...theme, [key]: value.toUpperCase() }, `${path}.${key}`)}
    />
  );
  return (
    <Box component="section" aria-labelledby="page-theme-heading">
      <Title order={3} fz="md" mb="xs" id="page-theme-heading">
        {t('page.theme.title')}
      </Title>
      <Stack gap="xs">
        <Radio.Group
          label={t('page.theme.mode')}
          value={theme.mode}
          onChange={(mode) => onChange({ ...DEFAULT_PAGE_THEME[mode], font: theme.font }, null)}
        >
          <Group gap="md" mt={4}>
            {PAGE_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`page.theme.modes.${mode}`)} />
            ))}
          </Group>
        </Radio.Group>
        <NativeSelect
          label={t('page.theme.font')}
          value={theme.font}
          error={errors[`${path}.font`]}
          data={PAGE_FONTS.map((font) => ({ value: font, label: t(`page.theme.fonts.${font}`) }))}
          onChange={(e) => onChange({ ...theme, font: e.currentTarget.value as PageTheme['font'] }, null)}
        />
        <Group grow align="flex-start" gap="xs">
          {colour('accent', t('page.theme.accent'))}
          {colour('background', t('page.theme.background'))}
        </Group>
      </Stack>
    </Box>
  );
}
