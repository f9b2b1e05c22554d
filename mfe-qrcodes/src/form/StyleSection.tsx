import {
  DOT_SHAPES,
  ERROR_CORRECTION_LEVELS,
  EYE_SHAPES,
  FRAME_TEXT_MAX_LENGTH,
  frameHasText,
  LOGO_SIZE_MAX,
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
  type QrTemplateDto,
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
  useTranslation,
} from '@qrpanel/web';
import { IconArrowBackUp, IconChevronDown, IconRestore } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { TemplateBar } from '../templates/TemplateBar';
import { composeDesign, type QrFormState } from './form-state';
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
  applyDesign: (design: QrDesign) => void;
  showUpgrade: (message: string) => void;
  /** The template the code was started from, offered to update like one applied here. */
  template?: QrTemplateDto;
}

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

/** A number field's value; NaN while it is empty (Number('') would be 0, a value of its own). */
const number = (value: string) => (value === '' ? NaN : Number(value));

/**
 * The Style and Design panel: shapes, colours or a gradient, logo, frame, error correction in
 * words, and the margin and download size behind Advanced.
 */
export function StyleSection({
  state,
  errors,
  set,
  setDesign,
  undo,
  canUndo,
  resetStyle,
  applyDesign,
  showUpgrade,
  template,
}: StyleSectionProps) {
  const { t } = useTranslation('qrcodes');
  // Made again only when the language changes: each option's thumbnail is drawn from them.
  const [dotOptions, eyeOptions] = useMemo(
    () => [
      DOT_SHAPES.map((value) => ({ value, label: t(`form.style.shapes.${value}`) })),
      EYE_SHAPES.map((value) => ({ value, label: t(`form.style.shapes.${value}`) })),
    ],
    [t],
  );
  const { design } = state;
  const transparent = design.background.color === TRANSPARENT;
  const withText = frameHasText(state.frameId) && state.frameId !== 'scan-me';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="style-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="style-heading">
          {t('form.style.title')}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            disabled={!canUndo}
            onClick={undo}
          >
            {t('form.style.undo')}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={resetStyle}
          >
            {t('form.style.reset')}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <TemplateBar
          design={composeDesign(state)}
          startedFrom={template}
          onApply={applyDesign}
          onUpgrade={showUpgrade}
        />
        <ShapePicker
          label={t('form.style.dotShape')}
          value={design.dots.shape}
          options={dotOptions}
          designFor={dotsThumb}
          onChange={(shape) => setDesign((d) => ({ ...d, dots: { ...d.dots, shape } }))}
        />
        <Group grow align="flex-start">
          <ShapePicker
            label={t('form.style.eyeFrameShape')}
            value={design.eyes.outer.shape}
            options={eyeOptions}
            designFor={outerThumb}
            onChange={(shape) =>
              setDesign((d) => ({ ...d, eyes: { ...d.eyes, outer: { ...d.eyes.outer, shape } } }))
            }
          />
          <ShapePicker
            label={t('form.style.eyeCentreShape')}
            value={design.eyes.inner.shape}
            options={eyeOptions}
            designFor={innerThumb}
            onChange={(shape) =>
              setDesign((d) => ({ ...d, eyes: { ...d.eyes, inner: { ...d.eyes.inner, shape } } }))
            }
          />
        </Group>
        <Group grow align="flex-start">
          <ColorInput
            label={t('form.style.foreground')}
            name="foregroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.foregroundColor}
            error={errors.foregroundColor}
            disabled={Boolean(design.dots.gradient)}
            onChange={(value) => set('foregroundColor', value)}
          />
          <ColorInput
            label={t('form.style.background')}
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
          label={t('form.style.transparent')}
          checked={transparent}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setDesign((d) => ({ ...d, background: { color: on ? TRANSPARENT : state.backgroundColor } }));
          }}
        />
        <GradientFields design={design} setDesign={setDesign} foregroundColor={state.foregroundColor} />
        <ColorInput
          label={t('form.style.eyeColor')}
          description={t('form.style.eyeColorHint')}
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
        <LogoField
          logoUrl={state.logoUrl}
          error={errors.logoPath}
          onChange={(url) => set('logoUrl', url)}
          onUpgrade={showUpgrade}
        />
        {state.logoUrl ? (
          <Group grow align="flex-start">
            <TextInput
              type="number"
              label={t('form.style.logoSize')}
              description={t('form.style.logoSizeHint', { max: Math.round(LOGO_SIZE_MAX * 100) })}
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
              label={t('form.style.excavate')}
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
        <NativeSelect
          label={t('form.style.frame')}
          name="frameId"
          value={state.frameId}
          error={errors.frameId}
          data={QR_FRAMES.map((f) => ({ value: f.id, label: t(`form.style.frames.${f.id}`) }))}
          onChange={(e) => set('frameId', e.currentTarget.value as FrameId)}
        />
        {withText ? (
          <Stack gap="sm">
            <TextInput
              label={t('form.style.callToAction')}
              description={t('form.style.callToActionHint', { max: FRAME_TEXT_MAX_LENGTH })}
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
                label={t('form.style.frameColor')}
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
                label={t('form.style.textColor')}
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
        <NativeSelect
          label={t('form.style.errorCorrection')}
          description={t('form.style.errorCorrectionHint')}
          value={design.errorCorrection}
          data={ERROR_CORRECTION_LEVELS.map((v) => ({ value: v, label: t(`form.style.corrections.${v}`) }))}
          onChange={(e) => {
            const errorCorrection = e.currentTarget.value as ErrorCorrectionLevel;
            setDesign((d) => ({ ...d, errorCorrection }));
          }}
        />
        <AdvancedPrint state={state} errors={errors} set={set} setDesign={setDesign} />
        {errors.design ? (
          <Alert color="red" role="alert" title={t('form.style.wouldNotScan')}>
            {errors.design}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

type AdvancedPrintProps = Pick<StyleSectionProps, 'state' | 'errors' | 'set' | 'setDesign'>;

/**
 * The margin and the download's size, in numbers, behind "Advanced": the defaults suit
 * nearly every print. An error in either shows them.
 */
function AdvancedPrint({ state, errors, set, setDesign }: AdvancedPrintProps) {
  const { t } = useTranslation('qrcodes');
  const [chosen, setOpen] = useState(false);
  const open = chosen || Boolean(errors['design.quietZone'] || errors.size);
  return (
    <Stack gap="sm">
      <Button
        variant="subtle"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls="advanced-print"
        leftSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
          />
        }
        onClick={() => setOpen(!open)}
      >
        {t('form.style.advanced')}
      </Button>
      {open ? (
        <Group grow align="flex-start" id="advanced-print">
          <TextInput
            type="number"
            label={t('form.style.quietZone')}
            description={t('form.style.quietZoneHint')}
            min={QUIET_ZONE_MIN}
            max={QUIET_ZONE_MAX}
            value={String(state.design.quietZone)}
            error={errors['design.quietZone']}
            onChange={(e) => {
              const quietZone = number(e.currentTarget.value);
              setDesign((d) => ({ ...d, quietZone }));
            }}
          />
          <TextInput
            type="number"
            label={t('form.style.size')}
            name="size"
            description={t('form.style.sizeHint')}
            min={QR_SIZE_MIN}
            max={QR_SIZE_MAX}
            value={String(state.size)}
            error={errors.size}
            onChange={(e) => set('size', Number(e.currentTarget.value))}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
