import { api, Badge, dataOf, Table, useFormat, useTranslation } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { DashboardBlock } from './DashboardBlock';

export const TOP_CODES = 5;

/** The codes scanned most in the last 30 days, each with its change against the 30 before. */
export function TopCodesBlock() {
  const query = useQuery({
    queryKey: ['dashboard', 'top-codes'],
    queryFn: () => dataOf(api.GET('/api/qrcodes/analytics/top', { params: { query: { limit: TOP_CODES } } })),
  });
  const codes = query.data ?? [];
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <DashboardBlock
      title={t('dashboard.top.title')}
      testId="dashboard-top"
      query={query}
      empty={!codes.length}
      emptyText={t('dashboard.top.empty')}
      loadingText={t('dashboard.top.loading')}
      failedText={t('dashboard.top.failed')}
    >
      <Table aria-label={t('dashboard.top.title')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.top.code')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.top.scans')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.top.trend')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{code.label}</Table.Td>
              <Table.Td ta="right">{format.number(code.scans)}</Table.Td>
              <Table.Td ta="right">
                <Trend change={code.change} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardBlock>
  );
}

/** Up, down or flat against the previous 30 days; "New" when there were no scans then. */
function Trend({ change }: { change: number | null }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  if (change === null) {
    return (
      <Badge color="blue.3" c="dark.9" variant="filled">
        {t('dashboard.top.new')}
      </Badge>
    );
  }
  const color = change > 0 ? 'green' : change < 0 ? 'red' : 'gray';
  const arrow = change > 0 ? '▲ ' : change < 0 ? '▼ ' : '';
  // The api gives the change in percent to one decimal (50 is +50 %).
  const percent = format.number(change / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return (
    <Badge color={`${color}.3`} c="dark.9" variant="filled">
      {`${arrow}${percent}`}
    </Badge>
  );
}
