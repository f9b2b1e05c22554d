import userEvent from '@testing-library/user-event';

/**
 * Puts a whole value into a field as a paste does: the field clicked, then one input event,
 * one change and one render of the form, where typing re-renders the form and its preview on
 * every key. For a field that only needs to hold a value; what typing itself does (a preview
 * following the keys, Undo joining them, Enter) stays tested key by key.
 */
export async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
