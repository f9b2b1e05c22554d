import { QR_FRAMES, QR_SIZE_MAX, QR_SIZE_MIN, type FrameId } from '@qrpanel/contracts';
import { ColorInput, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@qrpanel/web';
import type { QrFormState } from './form-state';
import { LogoField } from './LogoField';
import type { SetField } from './use-qr-form';

export interface StyleSectionProps {
  state: QrFormState;
  errors: Record<string, string>;
  set: SetField;
}

/** Colours, logo, size and frame. */
export function StyleSection({ state, errors, set }: StyleSectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="style-heading">
      <Title order={2} fz="lg" mb="md" id="style-heading">
        Style and Design
      </Title>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <ColorInput
            label="Foreground Color"
            name="foregroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.foregroundColor}
            error={errors.foregroundColor}
            onChange={(value) => set('foregroundColor', value)}
          />
          <ColorInput
            label="Background Color"
            name="backgroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.backgroundColor}
            error={errors.backgroundColor}
            onChange={(value) => set('backgroundColor', value)}
          />
        </Group>
        <LogoField logoUrl={state.logoUrl} error={errors.logoPath} onChange={(url) => set('logoUrl', url)} />
        <Group grow align="flex-start">
          <TextInput
            type="number"
            label="Size (px)"
            name="size"
            description="The width of the downloaded PNG"
            min={QR_SIZE_MIN}
            max={QR_SIZE_MAX}
            value={String(state.size)}
            error={errors.size}
            onChange={(e) => set('size', Number(e.currentTarget.value))}
          />
          <NativeSelect
            label="Frame"
            name="frameId"
            value={state.frameId}
            error={errors.frameId}
            data={QR_FRAMES.map((f) => ({ value: f.id, label: f.label }))}
            onChange={(e) => set('frameId', e.currentTarget.value as FrameId)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
