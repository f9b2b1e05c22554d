/** The editor's messages by field path, without the body's 'data.' ('page.blocks.2.url'). */
export type FieldErrors = Record<string, string>;

/**
 * A change to part of the page. `group` names the field typed in ('links.0.url'), so that
 * Undo takes its keystrokes back together; null for any other edit (a move, an add).
 */
export type Edit<T> = (next: T, group?: string | null) => void;
