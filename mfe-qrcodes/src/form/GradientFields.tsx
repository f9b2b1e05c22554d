import { GRADIENT_TYPES, type GradientType, type QrDesign } from '@qrpanel/contracts';
import { ColorInput, Group, NativeSelect, Stack, TextInput, useTranslation } from '@qrpanel/web';

export interface GradientFieldsProps {
  design: QrDesign;
  foregroundColor: string;
  setDesign: (change: (design: QrDesign) => QrDesign) => void;
}

const END_COLOR = '#880E4F';

/** The modules' gradient: none, linear or radial, its start and end colours and its angle. */
export function GradientFields({ design, foregroundColor, setDesign }: GradientFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const gradient = design.dots.gradient;
  const setStop = (index: number, color: string) =>
    setDesign((d) => {
      const g = d.dots.gradient;
      if (!g) return d;
      return {
        ...d,
        dots: {
          ...d.dots,
          gradient: { ...g, stops: g.stops.map((s, i) => (i === index ? { ...s, color } : s)) },
        },
      };
    });
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('form.style.gradient')}
        value={gradient?.type ?? 'none'}
        data={[
          { value: 'none', label: t('form.style.gradients.none') },
          ...GRADIENT_TYPES.map((type) => ({ value: type, label: t(`form.style.gradients.${type}`) })),
        ]}
        onChange={(e) => {
          const type = e.currentTarget.value as GradientType | 'none';
          setDesign((d) => {
            if (type === 'none') return { ...d, dots: { shape: d.dots.shape, color: foregroundColor } };
            const stops = d.dots.gradient?.stops ?? [
              { offset: 0, color: foregroundColor },
              { offset: 1, color: END_COLOR },
            ];
            return {
              ...d,
              dots: {
                shape: d.dots.shape,
                gradient: { type, rotation: d.dots.gradient?.rotation ?? 45, stops },
              },
            };
          });
        }}
      />
      {gradient ? (
        <Group grow align="flex-start">
          <ColorInput
            label={t('form.style.gradientStart')}
            format="hex"
            withEyeDropper={false}
            value={gradient.stops[0].color}
            onChange={(color) => setStop(0, color)}
          />
          <ColorInput
            label={t('form.style.gradientEnd')}
            format="hex"
            withEyeDropper={false}
            value={gradient.stops[gradient.stops.length - 1].color}
            onChange={(color) => setStop(gradient.stops.length - 1, color)}
          />
          {gradient.type === 'linear' ? (
            <TextInput
              type="number"
              label={t('form.style.angle')}
              min={-360}
              max={360}
              value={String(gradient.rotation ?? 0)}
              onChange={(e) => {
                const rotation = Number(e.currentTarget.value);
                setDesign((d) =>
                  d.dots.gradient
                    ? { ...d, dots: { ...d.dots, gradient: { ...d.dots.gradient, rotation } } }
                    : d,
                );
              }}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
