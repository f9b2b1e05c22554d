import { defaultDesign, renderQrSvg, type QrDesign, type QrMatrix } from '@qrpanel/contracts';
import { Box, Group, Text, UnstyledButton } from '@qrpanel/web';
import { useMemo, useRef } from 'react';

/** A 21-module sample (an eye, timing rows and a scatter of modules) the thumbnails draw. */
const SAMPLE: QrMatrix = {
  size: 21,
  isDark: (row, col) => {
    const eye = (r: number, c: number) =>
      r >= 0 &&
      r < 7 &&
      c >= 0 &&
      c < 7 &&
      (r === 0 || r === 6 || c === 0 || c === 6 || (r > 1 && r < 5 && c > 1 && c < 5));
    if (row < 8 && col < 8) return eye(row, col);
    if (row < 8 && col > 12) return eye(row, col - 14);
    if (row > 12 && col < 8) return eye(row - 14, col);
    return (row * 7 + col * 3 + ((row * col) % 5)) % 3 === 0;
  },
};

export interface ShapeOption<T extends string> {
  value: T;
  label: string;
}

export interface ShapePickerProps<T extends string> {
  label: string;
  value: T;
  options: readonly ShapeOption<T>[];
  /** The design a thumbnail draws for an option. */
  designFor: (value: T, base: QrDesign) => QrDesign;
  onChange: (value: T) => void;
}

/**
 * A radio group of thumbnails, each drawn by the one renderer: arrow keys move between them
 * as in any radio group, and each has its name for screen readers.
 */
export function ShapePicker<T extends string>({
  label,
  value,
  options,
  designFor,
  onChange,
}: ShapePickerProps<T>) {
  const thumbnails = useMemo(() => {
    const base = defaultDesign();
    return options.map((o) =>
      renderQrSvg({ matrix: SAMPLE, width: 48, design: { ...designFor(o.value, base), quietZone: 2 } }),
    );
  }, [options, designFor]);
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  // The arrow keys move the choice and the focus with it (the WAI-ARIA radio group).
  const move = (index: number) => {
    const next = (index + options.length) % options.length;
    onChange(options[next].value);
    radios.current[next]?.focus();
  };
  return (
    <Box role="radiogroup" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs">
        {options.map((o, i) => {
          const checked = o.value === value;
          return (
            <UnstyledButton
              key={o.value}
              ref={(element) => {
                radios.current[i] = element;
              }}
              role="radio"
              aria-checked={checked}
              aria-label={o.label}
              title={o.label}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(o.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(i + 1);
                else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(i - 1);
                else return;
                e.preventDefault();
              }}
              style={{
                lineHeight: 0,
                padding: 4,
                borderRadius: 6,
                border: `2px solid ${checked ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
              }}
            >
              {/* Markup from the renderer, built from fixed values only. */}
              <span aria-hidden dangerouslySetInnerHTML={{ __html: thumbnails[i] }} />
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
