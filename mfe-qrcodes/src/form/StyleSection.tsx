import {
  DOT_SHAPES,
  ERROR_CORRECTION_LEVELS,
  EYE_SHAPES,
  FRAME_TEXT_MAX_LENGTH,
  frameHasText,
  QR_FRAMES,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  QUIET_ZONE_MAX,
  QUIET_ZONE_MIN,
  TRANSPARENT,
  type DotShape,
  type ErrorCorrectionLevel,
  type EyeShape,
  type FrameId,
  type QrDesign,
} from '@qrpanel/contracts';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@qrpanel/web';
import { IconArrowBackUp, IconRestore } from '@tabler/icons-react';
import type { QrFormState } from './form-state';
import { GradientFields } from './GradientFields';
import { LogoField } from './LogoField';
import { ShapePicker } from './ShapePicker';
import type { SetField } from './use-qr-form';

export interface StyleSectionProps {
  state: QrFormState;
  errors: Record<string, string>;
  set: SetField;
  setDesign: (change: (design: QrDesign) => QrDesign) => void;
  undo: () => void;
  canUndo: boolean;
  resetStyle: () => void;
}

const label = (value: string) => value[0].toUpperCase() + value.slice(1).replace('-', ' ');
const DOT_OPTIONS = DOT_SHAPES.map((value) => ({ value, label: label(value) }));
const EYE_OPTIONS = EYE_SHAPES.map((value) => ({ value, label: label(value) }));
const dotsThumb = (shape: DotShape, base: QrDesign): QrDesign => ({
  ...base,
  dots: { shape, color: '#000000' },
});
const outerThumb = (shape: EyeShape, base: QrDesign): QrDesign => ({
  ...base,
  eyes: { outer: { shape }, inner: { shape: 'square' } },
  dots: { shape: 'rounded', color: '#000000' },
});
const innerThumb = (shape: EyeShape, base: QrDesign): QrDesign => ({
  ...base,
  eyes: { outer: { shape: 'square' }, inner: { shape } },
  dots: { shape: 'rounded', color: '#000000' },
});

/** The Style and Design panel: shapes, colours or a gradient, logo, frame, error correction. */
export function StyleSection({
  state,
  errors,
  set,
  setDesign,
  undo,
  canUndo,
  resetStyle,
}: StyleSectionProps) {
  const { design } = state;
  const transparent = design.background.color === TRANSPARENT;
  const withText = frameHasText(state.frameId) && state.frameId !== 'scan-me';
  const number = (value: string) => (value === '' ? NaN : Number(value));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="style-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="style-heading">
          Style and Design
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            disabled={!canUndo}
            onClick={undo}
          >
            Undo
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={resetStyle}
          >
            Reset to default
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <ShapePicker
          label="Dot Shape"
          value={design.dots.shape}
          options={DOT_OPTIONS}
          designFor={dotsThumb}
          onChange={(shape) => setDesign((d) => ({ ...d, dots: { ...d.dots, shape } }))}
        />
        <Group grow align="flex-start">
          <ShapePicker
            label="Eye Frame Shape"
            value={design.eyes.outer.shape}
            options={EYE_OPTIONS}
            designFor={outerThumb}
            onChange={(shape) =>
              setDesign((d) => ({ ...d, eyes: { ...d.eyes, outer: { ...d.eyes.outer, shape } } }))
            }
          />
          <ShapePicker
            label="Eye Centre Shape"
            value={design.eyes.inner.shape}
            options={EYE_OPTIONS}
            designFor={innerThumb}
            onChange={(shape) =>
              setDesign((d) => ({ ...d, eyes: { ...d.eyes, inner: { ...d.eyes.inner, shape } } }))
            }
          />
        </Group>
        <Group grow align="flex-start">
          <ColorInput
            label="Foreground Color"
            name="foregroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.foregroundColor}
            error={errors.foregroundColor}
            disabled={Boolean(design.dots.gradient)}
            onChange={(value) => set('foregroundColor', value)}
          />
          <ColorInput
            label="Background Color"
            name="backgroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.backgroundColor}
            error={errors.backgroundColor}
            disabled={transparent}
            onChange={(value) => set('backgroundColor', value)}
          />
        </Group>
        <Checkbox
          label="Transparent background"
          checked={transparent}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setDesign((d) => ({ ...d, background: { color: on ? TRANSPARENT : state.backgroundColor } }));
          }}
        />
        <GradientFields design={design} setDesign={setDesign} foregroundColor={state.foregroundColor} />
        <ColorInput
          label="Eye Color"
          description="Left empty, the eyes take the dots' colour"
          format="hex"
          withEyeDropper={false}
          value={design.eyes.outer.color ?? ''}
          onChange={(value) =>
            setDesign((d) => ({
              ...d,
              eyes: {
                outer: { shape: d.eyes.outer.shape, ...(value ? { color: value } : {}) },
                inner: { shape: d.eyes.inner.shape, ...(value ? { color: value } : {}) },
              },
            }))
          }
        />
        <LogoField logoUrl={state.logoUrl} error={errors.logoPath} onChange={(url) => set('logoUrl', url)} />
        {state.logoUrl ? (
          <Group grow align="flex-start">
            <TextInput
              type="number"
              label="Logo Size (%)"
              description="Of the code's width, at most 30"
              min={5}
              max={30}
              value={String(Math.round((design.logo?.size ?? 0.2) * 100))}
              onChange={(e) => {
                const size = number(e.currentTarget.value) / 100;
                setDesign((d) => ({
                  ...d,
                  logo: { path: state.logoUrl ?? '', excavate: true, ...d.logo, size },
                }));
              }}
            />
            <Checkbox
              mt="xl"
              label="Clear the dots under the logo"
              checked={design.logo?.excavate !== false}
              onChange={(e) => {
                const excavate = e.currentTarget.checked;
                setDesign((d) => ({
                  ...d,
                  logo: { path: state.logoUrl ?? '', size: 0.2, ...d.logo, excavate },
                }));
              }}
            />
          </Group>
        ) : null}
        <Group grow align="flex-start">
          <NativeSelect
            label="Error Correction"
            description="H repairs the most; a logo needs Q or H"
            value={design.errorCorrection}
            data={ERROR_CORRECTION_LEVELS.map((v) => ({ value: v, label: v }))}
            onChange={(e) => {
              const errorCorrection = e.currentTarget.value as ErrorCorrectionLevel;
              setDesign((d) => ({ ...d, errorCorrection }));
            }}
          />
          <TextInput
            type="number"
            label="Quiet Zone (modules)"
            min={QUIET_ZONE_MIN}
            max={QUIET_ZONE_MAX}
            value={String(design.quietZone)}
            error={errors['design.quietZone']}
            onChange={(e) => {
              const quietZone = number(e.currentTarget.value);
              setDesign((d) => ({ ...d, quietZone }));
            }}
          />
        </Group>
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
        {withText ? (
          <Stack gap="sm">
            <TextInput
              label="Call to Action"
              description={`Up to ${FRAME_TEXT_MAX_LENGTH} characters; SCAN ME when empty`}
              maxLength={FRAME_TEXT_MAX_LENGTH}
              value={design.frame?.text ?? ''}
              error={errors['design.frame.text']}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setDesign((d) => ({ ...d, frame: { id: state.frameId, ...d.frame, text } }));
              }}
            />
            <Group grow align="flex-start">
              <ColorInput
                label="Frame Color"
                format="hex"
                withEyeDropper={false}
                value={design.frame?.color ?? ''}
                onChange={(color) =>
                  setDesign((d) => ({
                    ...d,
                    frame: { id: state.frameId, ...d.frame, ...(color ? { color } : {}) },
                  }))
                }
              />
              <ColorInput
                label="Text Color"
                format="hex"
                withEyeDropper={false}
                value={design.frame?.textColor ?? ''}
                onChange={(textColor) =>
                  setDesign((d) => ({
                    ...d,
                    frame: { id: state.frameId, ...d.frame, ...(textColor ? { textColor } : {}) },
                  }))
                }
              />
            </Group>
          </Stack>
        ) : null}
        {errors.design ? (
          <Alert color="red" role="alert" title="This design would not scan">
            {errors.design}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
