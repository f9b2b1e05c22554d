/**
 * Names people give things (folders, tags, labels, keys, templates) are shown in lists, files
 * and CSV exports: a name must show something, and holds no control character, which would
 * cut a line, end a C string or hide itself in every place it is shown.
 */

/** Controls (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** What shows nothing: whitespace, controls and invisible format characters (zero-width space, …). */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;

/** What is wrong with a name: nothing visible in it (`blank`), a control character, or nothing. */
export function nameProblem(name: string): 'blank' | 'control' | undefined {
  if (name.replace(INVISIBLE, '') === '') return 'blank';
  return CONTROL.test(name) ? 'control' : undefined;
}
