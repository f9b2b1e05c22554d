/** The grey behind the cards of the full-page screens (sign-in, the public code pages), in either scheme. */
export const PAGE_BACKGROUND = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))';
