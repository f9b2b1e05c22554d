import { type RuleConditions, type TimeWindow } from '@qrpanel/contracts';
import {
  COUNTRY_CODES,
  DEVICE_LABELS,
  LANGUAGE_CODES,
  OS_LABELS,
  RULE_DEVICES,
  RULE_OS,
  WEEKDAYS,
  countryName,
  languageName,
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
} from '@qrpanel/web';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { RuleDraft } from './routing-draft';
import { SplitEditor } from './SplitEditor';
import { UtmBuilder } from './UtmBuilder';

const COUNTRIES = COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${countryName(code)} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label));
const LANGUAGES = LANGUAGE_CODES.map((code) => ({
  value: code,
  label: `${languageName(code)} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label));
const DAY_LABELS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

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

/** One rule: its conditions (all must hold) and where it sends, with buttons and Alt+↑/↓ to reorder. */
export function RuleEditor({ rule, index, count, errors, onChange, onMove, onRemove }: RuleEditorProps) {
  const n = index + 1;
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
    <Paper withBorder p="md" radius="md" role="group" aria-label={`Rule ${n}`} onKeyDown={onKeyDown}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Rule {n}</Text>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={`Move rule ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move rule ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove rule ${n}`} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="sm">
        <Checkbox.Group label="Operating system" value={when.os ?? []} onChange={(v) => list('os', v)}>
          <Group gap="sm" mt={4}>
            {RULE_OS.map((os) => (
              <Checkbox key={os} value={os} label={OS_LABELS[os]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label="Device" value={when.device ?? []} onChange={(v) => list('device', v)}>
          <Group gap="sm" mt={4}>
            {RULE_DEVICES.map((device) => (
              <Checkbox key={device} value={device} label={DEVICE_LABELS[device]} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Country"
          placeholder="Search countries"
          searchable
          data={COUNTRIES}
          value={when.country ?? []}
          onChange={(v) => list('country', v)}
        />
        <MultiSelect
          label="Language"
          placeholder="Search languages"
          searchable
          data={LANGUAGES}
          value={when.language ?? []}
          onChange={(v) => list('language', v)}
        />
        <Switch
          label="Only at certain times"
          checked={rule.useTime}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            onChange({ ...rule, useTime: on, when: on ? { ...when, time } : withoutTime(when) });
          }}
        />
        {rule.useTime ? (
          <Stack gap="xs">
            <Checkbox.Group
              label="Days (none: every day)"
              value={time.days ?? []}
              onChange={(v) => setTime({ days: v.length ? v : undefined })}
            >
              <Group gap="xs" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={DAY_LABELS[day]} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group grow>
              <TextInput
                type="time"
                label="From"
                value={time.from}
                onChange={(e) => setTime({ from: e.currentTarget.value })}
              />
              <TextInput
                type="time"
                label="To"
                value={time.to}
                onChange={(e) => setTime({ to: e.currentTarget.value })}
              />
            </Group>
            <Select
              label="Time zone"
              searchable
              data={timeZones()}
              value={time.timezone}
              onChange={(v) => v && setTime({ timezone: v })}
            />
          </Stack>
        ) : null}
        <Radio.Group
          label="Send to"
          value={rule.target}
          onChange={(v) => onChange({ ...rule, target: v === 'split' ? 'split' : 'destination' })}
        >
          <Group gap="md" mt={4}>
            <Radio value="destination" label="One destination" />
            <Radio value="split" label="A/B split" />
          </Group>
        </Radio.Group>
        {rule.target === 'destination' ? (
          <Stack gap={4}>
            <TextInput
              label={`Rule ${n} destination`}
              placeholder="https://"
              value={rule.destination}
              onChange={(e) => onChange({ ...rule, destination: e.currentTarget.value })}
            />
            <UtmBuilder
              url={rule.destination}
              name={`rule ${n}`}
              onChange={(url) => onChange({ ...rule, destination: url })}
            />
          </Stack>
        ) : (
          <SplitEditor
            split={rule.split}
            name={`Rule ${n} split`}
            onChange={(split) => onChange({ ...rule, split })}
          />
        )}
        {errors.length ? (
          <Text c="red" size="sm" role="alert">
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
