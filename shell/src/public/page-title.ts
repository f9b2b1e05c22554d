import { useEffect } from 'react';

/** The tab's title names what the page shows (a contact, a network, a text), never the bare page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The first words of a text, on one line, cut at a word and marked with an ellipsis past `max` characters. */
export function firstWords(value: string, max = 40): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
