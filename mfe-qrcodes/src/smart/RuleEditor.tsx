import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type RuleConditions, type TimeWindow } from '@qrpanel/contracts';
import {
  COUNTRY_CODES,
  LANGUAGE_CODES,
  RULE_DEVICES,
  RULE_OS,
  WEEKDAYS,
} from '@qrpanel/contracts/smart-routing';
import {
  ActionIcon,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useMemo, type KeyboardEvent } from 'react';
import type { RuleDraft } from './routing-draft';
import { countryName, languageName } from './rule-words';
import { SplitEditor } from './SplitEditor';
import { UtmBuilder } from './UtmBuilder';

/** Countries or languages by their name in the page's language, its code beside it, sorted as that language sorts. */
function usePickerOptions(codes: readonly string[], name: (locale: string, code: string) => string) {
  const { t } = useTranslation('qrcodes');
  const { locale } = useFormat();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return codes
      .map((code) => ({ value: code, label: t('smart.rule.codeName', { name: name(locale, code), code }) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [codes, name, locale, t]);
}

/** The browser's zone, or UTC: where a new time window starts. */
export function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC', localZone()];
}

export interface RuleEditorProps {
  rule: RuleDraft;
  index: number;
  count: number;
  errors: string[];
  onChange: (rule: RuleDraft) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/** One rule: its conditions (all must hold) and where it sends; reordered by its drag handle, buttons or Alt+↑/↓. */
export function RuleEditor({ rule, index, count, errors, onChange, onMove, onRemove }: RuleEditorProps) {
  const { t } = useTranslation('qrcodes');
  const countries = usePickerOptions(COUNTRY_CODES, countryName);
  const languages = usePickerOptions(LANGUAGE_CODES, languageName);
  const n = index + 1;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id: rule.key,
    });
  const when = rule.when;
  const setWhen = (next: RuleConditions) => onChange({ ...rule, when: next });
  const list = <K extends 'os' | 'device' | 'country' | 'language'>(key: K, values: string[]) => {
    const next = { ...when } as Record<string, unknown>;
    if (values.length) next[key] = values;
    else delete next[key];
    setWhen(next);
  };
  const time: TimeWindow = when.time ?? { from: '09:00', to: '17:00', timezone: localZone() };
  const setTime = (next: Partial<TimeWindow>) => setWhen({ ...when, time: { ...time, ...next } });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={t('smart.rule.name', { n })}
      onKeyDown={onKeyDown}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs">
        <Group gap={4}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={t('smart.rule.dragHandle', { n })}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          <Text fw={600}>{t('smart.rule.name', { n })}</Text>
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={t('smart.rule.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('smart.rule.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('smart.rule.remove', { n })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="sm">
        <Checkbox.Group label={t('smart.rule.os')} value={when.os ?? []} onChange={(v) => list('os', v)}>
          <Group gap="sm" mt={4}>
            {RULE_OS.map((os) => (
              <Checkbox key={os} value={os} label={t(`smart.os.${os}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('smart.rule.device')}
          value={when.device ?? []}
          onChange={(v) => list('device', v)}
        >
          <Group gap="sm" mt={4}>
            {RULE_DEVICES.map((device) => (
              <Checkbox key={device} value={device} label={t(`smart.devices.${device}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label={t('smart.rule.country')}
          placeholder={t('smart.rule.countrySearch')}
          searchable
          data={countries}
          value={when.country ?? []}
          onChange={(v) => list('country', v)}
        />
        <MultiSelect
          label={t('smart.rule.language')}
          placeholder={t('smart.rule.languageSearch')}
          searchable
          data={languages}
          value={when.language ?? []}
          onChange={(v) => list('language', v)}
        />
        <Switch
          label={t('smart.rule.onlyAtTimes')}
          checked={rule.useTime}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            onChange({ ...rule, useTime: on, when: on ? { ...when, time } : withoutTime(when) });
          }}
        />
        {rule.useTime ? (
          <Stack gap="xs">
            <Checkbox.Group
              label={t('smart.rule.days')}
              value={time.days ?? []}
              onChange={(v) => setTime({ days: v.length ? v : undefined })}
            >
              <Group gap="xs" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={t(`smart.days.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group grow>
              <TextInput
                type="time"
                label={t('smart.rule.from')}
                value={time.from}
                onChange={(e) => setTime({ from: e.currentTarget.value })}
              />
              <TextInput
                type="time"
                label={t('smart.rule.to')}
                value={time.to}
                onChange={(e) => setTime({ to: e.currentTarget.value })}
              />
            </Group>
            <Select
              label={t('smart.rule.timezone')}
              searchable
              data={timeZones()}
              value={time.timezone}
              onChange={(v) => v && setTime({ timezone: v })}
            />
          </Stack>
        ) : null}
        <Radio.Group
          label={t('smart.rule.sendTo')}
          value={rule.target}
          onChange={(v) => onChange({ ...rule, target: v === 'split' ? 'split' : 'destination' })}
        >
          <Group gap="md" mt={4}>
            <Radio value="destination" label={t('smart.rule.oneDestination')} />
            <Radio value="split" label={t('smart.rule.split')} />
          </Group>
        </Radio.Group>
        {rule.target === 'destination' ? (
          <Stack gap={4}>
            <TextInput
              label={t('smart.rule.destination', { n })}
              placeholder={t('common.urlPlaceholder')}
              value={rule.destination}
              onChange={(e) => onChange({ ...rule, destination: e.currentTarget.value })}
            />
            <UtmBuilder
              url={rule.destination}
              name={t('smart.rule.utmName', { n })}
              onChange={(url) => onChange({ ...rule, destination: url })}
            />
          </Stack>
        ) : (
          <SplitEditor
            split={rule.split}
            name={t('smart.rule.splitName', { n })}
            onChange={(split) => onChange({ ...rule, split })}
          />
        )}
        {errors.length ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {errors.join(' ')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function withoutTime(when: RuleConditions): RuleConditions {
  const rest = { ...when };
  delete rest.time;
  return rest;
}
