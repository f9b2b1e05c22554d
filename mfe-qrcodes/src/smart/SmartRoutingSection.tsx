import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MAX_RULES, type CodeRoutes } from '@qrpanel/contracts/smart-routing';
import {
  Box,
  Button,
  Group,
  i18n,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { blankRule, moved, type RuleDraft, type SmartDraft } from './routing-draft';
import { RuleEditor } from './RuleEditor';
import { SplitEditor } from './SplitEditor';

export interface SmartRoutingSectionProps {
  draft: SmartDraft;
  /** Rules for url codes and pages, a split for url codes; a password, cap and start date for every dynamic code. */
  routes: CodeRoutes;
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

/**
 * What a screen reader hears while a rule is dragged: rules by their number, not their internal
 * key, in the page's language at that moment.
 */
function announcements(rules: RuleDraft[]): Announcements {
  const n = (id: unknown) => rules.findIndex((rule) => rule.key === id) + 1;
  return {
    onDragStart: ({ active }) => i18n.t('qrcodes:smart.drag.pickedUp', { n: n(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n.t('qrcodes:smart.drag.over', { n: n(active.id), at: n(over.id) })
        : i18n.t('qrcodes:smart.drag.notOver', { n: n(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n.t('qrcodes:smart.drag.dropped', { n: n(active.id), at: n(over.id) })
        : i18n.t('qrcodes:smart.drag.droppedInPlace', { n: n(active.id) }),
    onDragCancel: ({ active }) => i18n.t('qrcodes:smart.drag.cancelled', { n: n(active.id) }),
  };
}

/** Smart routing: rules, an A/B split, password protection, a scan cap and a start date. */
export function SmartRoutingSection({ draft, routes, errors, onChange }: SmartRoutingSectionProps) {
  const { t } = useTranslation('qrcodes');
  const set = (patch: Partial<SmartDraft>) => onChange({ ...draft, ...patch });
  const setRules = (rules: RuleDraft[]) => set({ rules });
  const move = (index: number, by: number) => {
    setRules(moved(draft.rules, index, by));
    // Keyboard users keep their place: focus follows the rule to where it went.
    const to = Math.max(0, Math.min(draft.rules.length - 1, index + by));
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[aria-label="${t(by < 0 ? 'smart.rule.moveUp' : 'smart.rule.moveDown', { n: to + 1 })}"]`,
        )
        ?.focus(),
    );
  };
  // Pointer drags (mouse, pen, and fingers where the browser has pointer events) start after 4 px
  // so a click on the handle stays a click; the touch sensor takes fingers in browsers without
  // pointer events; the keyboard sensor (Space to pick up, arrows to move, Space to drop) sits
  // beside the arrow buttons and Alt+↑/↓.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = draft.rules.findIndex((rule) => rule.key === active.id);
    const to = draft.rules.findIndex((rule) => rule.key === over?.id);
    if (from >= 0 && to >= 0 && from !== to) setRules(moved(draft.rules, from, to - from));
  };
  return (
    <Box component="section" aria-labelledby="smart-heading">
      <Title order={3} fz="md" mb="sm" id="smart-heading">
        {t('smart.title')}
      </Title>
      <Stack gap="md">
        {routes ? (
          <>
            <Stack gap="xs">
              <Text fw={600}>{t('smart.rulesTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t(routes === 'page' ? 'smart.rulesHelpPage' : 'smart.rulesHelp')}
              </Text>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={onDragEnd}
                accessibility={{
                  announcements: announcements(draft.rules),
                  screenReaderInstructions: { draggable: t('smart.drag.instructions') },
                }}
              >
                <SortableContext
                  items={draft.rules.map((rule) => rule.key)}
                  strategy={verticalListSortingStrategy}
                >
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
                </SortableContext>
              </DndContext>
              <Group>
                <Button
                  variant="light"
                  disabled={draft.rules.length >= MAX_RULES}
                  onClick={() => setRules([...draft.rules, blankRule()])}
                >
                  {t('smart.addRule')}
                </Button>
              </Group>
            </Stack>
            {routes === 'url' ? (
              <Switch
                label={t('smart.useSplit')}
                checked={draft.useSplit}
                onChange={(e) => set({ useSplit: e.currentTarget.checked })}
              />
            ) : null}
            {routes === 'url' && draft.useSplit ? (
              <SplitEditor
                split={draft.split}
                name={t('smart.splitName')}
                onChange={(split) => set({ split })}
              />
            ) : null}
          </>
        ) : null}
        <Switch
          label={t('smart.protect')}
          checked={draft.protect}
          onChange={(e) => set({ protect: e.currentTarget.checked })}
        />
        {draft.protect ? (
          <PasswordInput
            label={t('smart.password')}
            name="password"
            autoComplete="new-password"
            description={draft.hadPassword ? t('smart.keepPassword') : undefined}
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
            label={t('smart.maxScans')}
            name="max_scans"
            value={draft.maxScans}
            error={errors.max_scans}
            onChange={(e) => set({ maxScans: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label={t('smart.startsAt')}
            name="starts_at"
            value={draft.startsAt}
            error={errors.starts_at}
            onChange={(e) => set({ startsAt: e.currentTarget.value })}
          />
        </Group>
      </Stack>
    </Box>
  );
}
