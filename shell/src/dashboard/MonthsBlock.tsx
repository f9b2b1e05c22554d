import { api, dataOf, Table, useFormat, useTranslation } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { DashboardBlock } from './DashboardBlock';

/** Admins: who joined and what was paid (first periods and renewals), a month, the last 12 months (newest first). */
export function MonthsBlock() {
  const query = useQuery({
    queryKey: ['dashboard', 'months'],
    queryFn: () => dataOf(api.GET('/api/admin/stats/monthly')),
  });
  const months = [...(query.data ?? [])].reverse();
  const { t } = useTranslation('shell');
  const format = useFormat();
  // A month is read in UTC, as the api counts it ('2026-12' is December 2026).
  const monthName = (month: string) =>
    format.date(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const money = ({ currency, amount }: { currency: string; amount: number }) =>
    format.currency(amount, currency);
  return (
    <DashboardBlock
      title={t('dashboard.months.title')}
      testId="dashboard-months"
      query={query}
      empty={months.every((m) => m.newUsers === 0 && m.revenue.length === 0)}
      emptyText={t('dashboard.months.empty')}
      loadingText={t('dashboard.months.loading')}
      failedText={t('dashboard.months.failed')}
    >
      <Table aria-label={t('dashboard.months.title')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.months.month')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.months.newUsers')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.months.revenue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{monthName(m.month)}</Table.Td>
              <Table.Td ta="right">{format.number(m.newUsers)}</Table.Td>
              <Table.Td ta="right">{m.revenue.length ? m.revenue.map(money).join(' · ') : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardBlock>
  );
}
