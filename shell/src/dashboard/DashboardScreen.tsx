import { isAdminRole } from '@qrpanel/contracts';
import {
  api,
  ApiError,
  Box,
  Button,
  dataOf,
  errorMessage,
  i18n,
  LoadingState,
  notifyError,
  PageTitle,
  SimpleGrid,
  StatCard,
  Text,
  useCurrentUser,
  useFormat,
  useMayEditCodes,
  useTranslation,
} from '@qrpanel/web';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dashboardFor } from './dashboard-cards';
import { LiveBlock } from './LiveBlock';
import { MonthsBlock } from './MonthsBlock';
import { ScansTrendBlock } from './ScansTrendBlock';
import { TopCodesBlock } from './TopCodesBlock';
import { UsageBlock } from './UsageBlock';

/** The stat cards of the user's role, the way to a new code (not for a viewer), and the blocks below them. */
export function DashboardScreen() {
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  const format = useFormat();
  // A viewer of the workspace worked in makes no codes there.
  const mayEditCodes = useMayEditCodes();
  const { path, cards } = dashboardFor(user?.role ?? 'user');
  const query = useQuery({
    queryKey: ['dashboard', path],
    queryFn: async () => {
      try {
        return await dataOf(api.GET(path));
      } catch (error) {
        // A 403 is a role or plan answer the screen states itself, not a failure to report.
        if (!(error instanceof ApiError && error.status === 403)) {
          notifyError(errorMessage(error, i18n.t('shell:dashboard.toastFailed')));
        }
        throw error;
      }
    },
  });

  return (
    <>
      <PageTitle
        title={t('dashboard.title')}
        actions={
          mayEditCodes ? (
            <Button component={Link} to="/create-qrcode" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('dashboard.create')}
            </Button>
          ) : undefined
        }
      />
      {query.isPending ? <LoadingState text={t('dashboard.loading')} /> : null}
      {query.isError ? (
        <Text c="var(--mantine-color-error)" role="alert">
          {t('dashboard.loadFailed')}
        </Text>
      ) : null}
      {query.data ? (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {cards.map((card) => (
            <StatCard
              key={card.stat}
              title={t(`dashboard.cards.${card.stat}`)}
              value={format.number(query.data[card.stat] ?? 0)}
              theme={card.theme}
              icon={<card.icon size={26} stroke={1.6} />}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <DashboardBlocks admin={isAdminRole(user?.role ?? 'user')} />
    </>
  );
}

/** Each block loads, fails and waits on its own: the cards above do not wait for them. */
function DashboardBlocks({ admin }: { admin: boolean }) {
  return (
    <Box mt="lg">
      {admin ? null : (
        <Box mb="lg">
          <UsageBlock />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ScansTrendBlock />
        <TopCodesBlock />
      </SimpleGrid>
      <Box mt="lg">
        <LiveBlock />
      </Box>
      {admin ? (
        <Box mt="lg">
          <MonthsBlock />
        </Box>
      ) : null}
    </Box>
  );
}
