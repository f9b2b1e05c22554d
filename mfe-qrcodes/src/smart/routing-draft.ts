import type { QrCodeDto, RedirectRule, RuleConditions, SplitEntry } from '@qrpanel/contracts';
import type { CodeRoutes } from '@qrpanel/contracts/smart-routing';

/** A split entry as the form edits it: the weight may be mid-typing. */
export interface SplitDraft {
  destination: string;
  weight: number | '';
}

/** A rule as the form edits it; `target` says which of destination and split it keeps. */
export interface RuleDraft {
  /** A stable key for React while rules move. */
  key: string;
  when: RuleConditions;
  useTime: boolean;
  target: 'destination' | 'split';
  destination: string;
  split: SplitDraft[];
}

/** What the Smart routing section holds. */
export interface SmartDraft {
  rules: RuleDraft[];
  useSplit: boolean;
  split: SplitDraft[];
  /** Password protection on; with `password` empty an already protected code keeps its password. */
  protect: boolean;
  password: string;
  /** The code had a password when the form opened. */
  hadPassword: boolean;
  /** '' for no cap. */
  maxScans: string;
  /** A datetime-local value, '' for none. */
  startsAt: string;
}

let keys = 0;
const nextKey = () => `rule-${(keys += 1)}`;

export const blankSplit = (): SplitDraft[] => [
  { destination: '', weight: 50 },
  { destination: '', weight: 50 },
];

export function blankRule(): RuleDraft {
  return {
    key: nextKey(),
    when: {},
    useTime: false,
    target: 'destination',
    destination: '',
    split: blankSplit(),
  };
}

export function defaultSmartDraft(): SmartDraft {
  return {
    rules: [],
    useSplit: false,
    split: blankSplit(),
    protect: false,
    password: '',
    hadPassword: false,
    maxScans: '',
    startsAt: '',
  };
}

/** A saved code's rules, split, password flag, cap and start as the form edits them. */
export function smartDraftFromCode(code: QrCodeDto): SmartDraft {
  return {
    rules: (code.rules ?? []).map((rule) => ({
      key: nextKey(),
      when: rule.when,
      useTime: Boolean(rule.when.time),
      target: rule.split ? 'split' : 'destination',
      destination: rule.destination ?? '',
      split: rule.split ?? blankSplit(),
    })),
    useSplit: Boolean(code.split),
    split: code.split ?? blankSplit(),
    protect: code.has_password,
    password: '',
    hadPassword: code.has_password,
    maxScans: code.max_scans ? String(code.max_scans) : '',
    startsAt: code.starts_at ? toLocalInput(code.starts_at) : '',
  };
}

const splitOut = (split: SplitDraft[]): SplitEntry[] =>
  split.map((e) => ({ destination: e.destination, weight: e.weight === '' ? 0 : e.weight }));

/** The rules as the api takes them: each rule keeps only its chosen target. */
export function rulesPayload(rules: RuleDraft[]): RedirectRule[] | null {
  if (!rules.length) return null;
  return rules.map((rule) => {
    const when = { ...rule.when };
    if (!rule.useTime) delete when.time;
    return rule.target === 'split'
      ? { when, split: splitOut(rule.split) }
      : { when, destination: rule.destination };
  });
}

/** The smart fields of a save: url codes and pages route; every dynamic code may be protected, capped and scheduled. */
export function smartPayload(draft: SmartDraft, routes: CodeRoutes) {
  let password: string | null | undefined;
  if (draft.protect && draft.password) password = draft.password;
  else if (!draft.protect && draft.hadPassword) password = null;
  return {
    ...(routes === 'url'
      ? { rules: rulesPayload(draft.rules), split: draft.useSplit ? splitOut(draft.split) : null }
      : {}),
    ...(routes === 'page' ? { rules: rulesPayload(draft.rules) } : {}),
    ...(password !== undefined ? { password } : {}),
    max_scans: draft.maxScans ? Number(draft.maxScans) : null,
    starts_at: draft.startsAt ? new Date(draft.startsAt).toISOString() : null,
  };
}

/** An ISO moment as a datetime-local input shows it (local time, to the minute). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Moves the item at `from` by `by` places (kept inside the list). */
export function moved<T>(items: T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + by));
  if (to === from) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
