import type { OpeningDay } from '@qrpanel/contracts';
import { WEEKDAYS } from '@qrpanel/contracts/smart-routing';
import { Checkbox, Group, NativeSelect, TextInput, useTranslation } from '@qrpanel/web';
import { ItemRows } from './ItemList';
import type { Edit, FieldErrors } from './page-fields';

export interface OpeningDaysFieldsProps {
  days: OpeningDay[];
  /** The list's path in the errors ('hours', 'page.blocks.2.days'). */
  path: string;
  errors: FieldErrors;
  onChange: Edit<OpeningDay[]>;
  /** An hours block needs a day at least; a business page may show none. */
  minItems: number;
}

/** Opening hours, a row a day: the day, when it opens and closes, or closed. */
export function OpeningDaysFields({ days, path, errors, onChange, minItems }: OpeningDaysFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const setDay = (at: number, patch: Partial<OpeningDay>, field: string | null) =>
    onChange(
      days.map((day, i) => (i === at ? { ...day, ...patch } : day)),
      field && `${path}.${at}.${field}`,
    );
  const choices = WEEKDAYS.map((day) => ({ value: day, label: t(`smart.days.${day}`) }));
  return (
    <ItemRows
      items={days}
      rowName={(n) => t('page.hours.row', { n })}
      addLabel={t('page.hours.add')}
      error={errors[path]}
      minItems={minItems}
      newItem={(): OpeningDay => ({ day: 'sat', opens: '10:00', closes: '14:00', closed: false })}
      onChange={(next) => onChange(next, null)}
      fields={(day, at) => (
        <Group grow align="flex-end" gap="xs">
          <NativeSelect
            label={t('page.hours.day')}
            data={choices}
            value={day.day}
            error={errors[`${path}.${at}.day`]}
            onChange={(e) => setDay(at, { day: e.currentTarget.value as OpeningDay['day'] }, null)}
          />
          <TextInput
            type="time"
            label={t('page.hours.opens')}
            disabled={day.closed}
            value={day.opens}
            error={errors[`${path}.${at}.opens`]}
            onChange={(e) => setDay(at, { opens: e.currentTarget.value }, 'opens')}
          />
          <TextInput
            type="time"
            label={t('page.hours.closes')}
            disabled={day.closed}
            value={day.closes}
            error={errors[`${path}.${at}.closes`]}
            onChange={(e) => setDay(at, { closes: e.currentTarget.value }, 'closes')}
          />
          <Checkbox
            label={t('page.hours.closed')}
            checked={day.closed}
            styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
            onChange={(e) => {
              const closed = e.currentTarget.checked;
              setDay(
                at,
                closed ? { closed, opens: '', closes: '' } : { closed, opens: '09:00', closes: '17:00' },
                null,
              );
            }}
          />
        </Group>
      )}
    />
  );
}
