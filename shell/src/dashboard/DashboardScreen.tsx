import {
  api,
  ApiError,
  Button,
  dataOf,
  errorMessage,
  LoadingState,
  notifyError,
  PageTitle,
  SimpleGrid,
  StatCard,
  Text,
  useCurrentUser,
} from '@qrpanel/web';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TEXTS } from '../texts';
import { dashboardFor } from './dashboard-cards';

export const DASHBOARD_LOADING = 'Loading Dashboard...';

/** The stat cards of the user's role and the way to a new code. */
export function DashboardScreen() {
  const user = useCurrentUser();
  const { path, cards } = dashboardFor(user?.role ?? 'user');
  const query = useQuery({
    queryKey: ['dashboard', path],
    queryFn: async () => {
      try {
        return await dataOf(api.GET(path));
      } catch (error) {
        // A 403 is a role or plan answer the screen states itself, not a failure to report.
        if (!(error instanceof ApiError && error.status === 403)) {
          notifyError(errorMessage(error, TEXTS.dashboardToastFailed));
        }
        throw error;
      }
    },
  });

  return (
    <>
      <PageTitle
        title="Dashboard"
        actions={
          <Button component={Link} to="/create-qrcode" leftSection={<IconPlus size={18} aria-hidden />}>
            Create New QR Code
          </Button>
        }
      />
      {query.isPending ? <LoadingState text={DASHBOARD_LOADING} /> : null}
      {query.isError ? (
        <Text c="red.9" role="alert">
          {TEXTS.dashboardLoadFailed}
        </Text>
      ) : null}
      {query.data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
          {cards.map((card) => (
            <StatCard
              key={card.stat}
              title={card.title}
              value={(query.data[card.stat] ?? 0).toLocaleString('en-US')}
              theme={card.theme}
              icon={<card.icon size={26} stroke={1.6} />}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </>
  );
}
