import { Button, Group, NativeSelect, Text, TextInput, useTranslation } from '@qrpanel/web';
import { useState, type FormEvent } from 'react';
import {
  customRangeError,
  GRANULARITY_CHOICES,
  presetDays,
  RANGE_PRESETS,
  utcDay,
  type AnalyticsRange,
  type CustomRangeError,
  type GranularityChoice,
  type RangePreset,
} from './analytics-range';
import { presetLabel } from './range-texts';

export interface RangePickerProps {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}

/** The range analytics cover (7, 30, 90 days, 12 months or chosen days) and the series' points. */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const { t } = useTranslation('qrcodes');
  // The custom days are typed here and only asked for once applied (and valid).
  const [custom, setCustom] = useState(range.kind === 'custom');

  const choosePreset = (preset: RangePreset) => {
    setCustom(false);
    onChange({ kind: preset, ...presetDays(preset, utcDay(new Date())), granularity: range.granularity });
  };

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Group gap={0} role="group" aria-label={t('analytics.range.group')}>
          {RANGE_PRESETS.map((preset) => {
            const chosen = !custom && range.kind === preset.value;
            return (
              <Button
                key={preset.value}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                onClick={() => choosePreset(preset.value)}
              >
                {presetLabel(preset.value)}
              </Button>
            );
          })}
          <Button
            variant={custom ? 'filled' : 'default'}
            aria-pressed={custom}
            onClick={() => setCustom(true)}
          >
            {t('analytics.range.custom')}
          </Button>
        </Group>
        <NativeSelect
          label={t('analytics.range.points')}
          data={GRANULARITY_CHOICES.map((g) => ({ value: g, label: t(`analytics.range.granularity.${g}`) }))}
          value={range.granularity}
          onChange={(e) => onChange({ ...range, granularity: e.currentTarget.value as GranularityChoice })}
        />
      </Group>
      {custom && (
        <CustomDays
          key={`${range.from}:${range.to}`}
          range={range}
          onApply={(from, to) => onChange({ kind: 'custom', from, to, granularity: range.granularity })}
        />
      )}
    </div>
  );
}

/** From and to with the browser's date picker; the api's words when they cannot be asked for. */
function CustomDays({
  range,
  onApply,
}: {
  range: AnalyticsRange;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation('qrcodes');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<CustomRangeError | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onApply(from, to);
  };

  return (
    <form onSubmit={apply} aria-label={t('analytics.range.customForm')} noValidate>
      <Group gap="sm" align="flex-end" mt="sm">
        <TextInput
          type="date"
          label={t('analytics.range.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('analytics.range.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          {t('analytics.range.apply')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {t(`analytics.range.errors.${error}`)}
        </Text>
      )}
    </form>
  );
}
