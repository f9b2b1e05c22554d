import { useFormat } from '@qrpanel/web';

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/**
 * The dates the admin lists show, in the page's language: a day for accounts, a day and time
 * for messages and payments. A missing or unreadable date shows as nothing, not as an error.
 */
export function useAdminDates() {
  const format = useFormat();
  return {
    date: (iso: string) => (valid(iso) ? format.date(iso) : ''),
    dateTime: (iso: string) => (valid(iso) ? format.dateTime(iso) : ''),
  };
}
