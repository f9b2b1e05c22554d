import { Group, NativeSelect, TextInput, useTranslation } from '@qrpanel/web';
import { useMemo } from 'react';
import type { FieldErrors } from './page-fields';

/** An event's start and end, local wall times in its time zone. */
export interface EventTimes {
  starts_at: string;
  ends_at: string;
  time_zone: string;
}

export interface EventTimesFieldsProps {
  times: EventTimes;
  /** The event's path in the errors ('page.blocks.2'), or '' for the page's own fields. */
  path: string;
  errors: FieldErrors;
  onChange: (key: keyof EventTimes, value: string) => void;
}

/** Every time zone the browser knows, the event's own among them. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
    const zones = intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
    return zones.includes(current) || !current ? zones : [current, ...zones];
  }, [current]);
}

/** When an event starts and ends, and the time zone both are in. */
export function EventTimesFields({ times, path, errors, onChange }: EventTimesFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const zones = useTimeZones(times.time_zone);
  const at = (key: keyof EventTimes) => (path ? `${path}.${key}` : key);
  return (
    <>
      <Group grow align="flex-start" gap="xs">
        <TextInput
          type="datetime-local"
          label={t('page.fields.startsAt')}
          withAsterisk
          value={times.starts_at}
          error={errors[at('starts_at')]}
          onChange={(e) => onChange('starts_at', e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('page.fields.endsAt')}
          withAsterisk
          value={times.ends_at}
          error={errors[at('ends_at')]}
          onChange={(e) => onChange('ends_at', e.currentTarget.value)}
        />
      </Group>
      <NativeSelect
        label={t('page.fields.timeZone')}
        withAsterisk
        data={zones}
        value={times.time_zone}
        error={errors[at('time_zone')]}
        onChange={(e) => onChange('time_zone', e.currentTarget.value)}
      />
    </>
  );
}
