import { MAX_RULES } from '@qrpanel/contracts/smart-routing';
import { Button, Group, Paper, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@qrpanel/web';
import { blankRule, moved, type RuleDraft, type SmartDraft } from './routing-draft';
import { RuleEditor } from './RuleEditor';
import { SplitEditor } from './SplitEditor';

export interface SmartRoutingSectionProps {
  draft: SmartDraft;
  /** Rules and splits are for url codes; a password, cap and start date for every dynamic code. */
  routes: boolean;
  errors: Record<string, string>;
  onChange: (draft: SmartDraft) => void;
}

/** The api's messages for one rule (`rules[2].when.os` belongs to rule 3). */
function ruleErrors(errors: Record<string, string>, index: number): string[] {
  const prefix = `rules[${index}]`;
  return Object.entries(errors)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`))
    .map(([, message]) => message);
}

/** Smart routing: rules, an A/B split, password protection, a scan cap and a start date. */
export function SmartRoutingSection({ draft, routes, errors, onChange }: SmartRoutingSectionProps) {
  const set = (patch: Partial<SmartDraft>) => onChange({ ...draft, ...patch });
  const setRules = (rules: RuleDraft[]) => set({ rules });
  const move = (index: number, by: number) => {
    setRules(moved(draft.rules, index, by));
    // Keyboard users keep their place: focus follows the rule to where it went.
    const to = Math.max(0, Math.min(draft.rules.length - 1, index + by));
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[aria-label="Move rule ${to + 1} ${by < 0 ? 'up' : 'down'}"]`)
        ?.focus(),
    );
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="smart-heading">
      <Title order={2} fz="lg" mb="md" id="smart-heading">
        Smart routing
      </Title>
      <Stack gap="md">
        {routes ? (
          <>
            <Stack gap="xs">
              <Text fw={600}>Redirect rules</Text>
              <Text size="sm" c="dimmed">
                The first rule whose conditions all hold decides where a scan goes; otherwise the destination
                above. Reorder with the arrows, or Alt+↑ and Alt+↓ inside a rule.
              </Text>
              {draft.rules.map((rule, i) => (
                <RuleEditor
                  key={rule.key}
                  rule={rule}
                  index={i}
                  count={draft.rules.length}
                  errors={ruleErrors(errors, i)}
                  onChange={(next) => setRules(draft.rules.map((r, j) => (j === i ? next : r)))}
                  onMove={(by) => move(i, by)}
                  onRemove={() => setRules(draft.rules.filter((_, j) => j !== i))}
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  disabled={draft.rules.length >= MAX_RULES}
                  onClick={() => setRules([...draft.rules, blankRule()])}
                >
                  Add rule
                </Button>
              </Group>
            </Stack>
            <Switch
              label="Split visitors between destinations (A/B)"
              checked={draft.useSplit}
              onChange={(e) => set({ useSplit: e.currentTarget.checked })}
            />
            {draft.useSplit ? (
              <SplitEditor split={draft.split} name="A/B split" onChange={(split) => set({ split })} />
            ) : null}
          </>
        ) : null}
        <Switch
          label="Password protection"
          checked={draft.protect}
          onChange={(e) => set({ protect: e.currentTarget.checked })}
        />
        {draft.protect ? (
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description={draft.hadPassword ? 'Leave empty to keep the current password.' : undefined}
            value={draft.password}
            error={errors.password}
            onChange={(e) => set({ password: e.currentTarget.value })}
          />
        ) : null}
        <Group grow align="flex-start">
          <TextInput
            type="number"
            min={1}
            step={1}
            label="Scan cap (optional)"
            name="max_scans"
            value={draft.maxScans}
            error={errors.max_scans}
            onChange={(e) => set({ maxScans: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label="Start date (optional)"
            name="starts_at"
            value={draft.startsAt}
            error={errors.starts_at}
            onChange={(e) => set({ startsAt: e.currentTarget.value })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
