import { Stack, Switch, TextInput, useTranslation } from '@qrpanel/web';

export interface LimitSettingProps {
  label: string;
  description?: string;
  /** The setting as the draft holds it (text). */
  value: string;
  error?: string;
  /** The number the api reads as no bound (0, or -1 where 0 means none). */
  unlimitedAs: number;
  /** What the field takes when the switch goes off: the setting's default, unless that is unlimited. */
  bounded: number;
  /** The switch's words and its name for assistive technology, when not Unlimited. */
  switchTexts?: { label: string; name: string };
  onChange: (value: string) => void;
}

/**
 * A limit of the Free Trial, or a time to keep something, with a switch for "no bound"
 * beside its number, as the plan form asks: nobody has to know that 0 (or -1) means
 * unlimited. The api keeps its numbers; the switch writes them.
 */
export function LimitSetting({
  label,
  description,
  value,
  error,
  unlimitedAs,
  bounded,
  switchTexts,
  onChange,
}: LimitSettingProps) {
  const { t } = useTranslation('admin');
  const unlimited = value.trim() === String(unlimitedAs);
  const words = switchTexts?.label ?? t('plans.form.unlimited');
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        inputMode="numeric"
        disabled={unlimited}
        placeholder={unlimited ? words : undefined}
        value={unlimited ? '' : value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Switch
        size="sm"
        label={words}
        aria-label={switchTexts?.name ?? t('plans.form.unlimitedFor', { limit: label })}
        checked={unlimited}
        onChange={(e) => onChange(String(e.currentTarget.checked ? unlimitedAs : bounded))}
      />
    </Stack>
  );
}
