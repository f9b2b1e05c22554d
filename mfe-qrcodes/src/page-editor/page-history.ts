/**
 * Undo and Redo over a hosted page's edits (docs/product.md, Hosted pages). Keystrokes in one
 * field within a moment of each other are one step, so Undo takes back a word typed, not a
 * letter; any other edit, a move or a new block is a step of its own.
 */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the last step changed (a field's path), and when, to join keystrokes into it. */
  group: string | null;
  at: number;
}

/** How many steps Undo can go back. */
export const HISTORY_DEPTH = 100;
/** Keystrokes in one field closer together than this are one step. */
export const TYPING_PAUSE_MS = 1000;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], group: null, at: 0 };
}

/** `next` becomes the present; `group` names the field typed in, null for any other edit. */
export function recordEdit<T>(
  history: EditHistory<T>,
  next: T,
  group: string | null,
  now = Date.now(),
): EditHistory<T> {
  const sameTyping = group !== null && group === history.group && now - history.at < TYPING_PAUSE_MS;
  if (sameTyping) return { ...history, present: next, future: [], at: now };
  return {
    past: [...history.past, history.present].slice(-HISTORY_DEPTH),
    present: next,
    future: [],
    group,
    at: now,
  };
}

export function undoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    group: null,
    at: 0,
  };
}

export function redoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, group: null, at: 0 };
}
