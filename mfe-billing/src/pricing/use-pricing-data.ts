import type { PublicPlanDto, PublicSettingsDto, UserDto } from '@qrpanel/contracts';
import { updateSessionUser } from '@qrpanel/web';
import { useQueries } from '@tanstack/react-query';
import { billingKeys, fetchMe, fetchPlans, fetchPublicSettings } from '../billing-api';

export interface PricingData {
  plans?: PublicPlanDto[];
  settings?: PublicSettingsDto;
  /** The plan the user is on; null on the Free Trial. */
  currentPlanId: number | null;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
}

/** The user as the api knows them now; the session follows (the sidebar's plan link reads it). */
async function fetchMeIntoSession(): Promise<UserDto> {
  const me = await fetchMe();
  updateSessionUser(me);
  return me;
}

/** Plans, the payment settings and the user's plan: the page shows once all three are in. */
export function usePricingData(): PricingData {
  const [plans, settings, me] = useQueries({
    queries: [
      { queryKey: billingKeys.plans, queryFn: fetchPlans },
      { queryKey: billingKeys.settings, queryFn: fetchPublicSettings },
      { queryKey: billingKeys.me, queryFn: fetchMeIntoSession, staleTime: 0 },
    ],
  });
  const all = [plans, settings, me];
  const error = all.find((q) => q.error)?.error ?? null;
  const ready = all.every((q) => q.data !== undefined);
  return {
    plans: ready ? plans.data : undefined,
    settings: ready ? settings.data : undefined,
    currentPlanId: me.data?.subscription_plan_id ?? null,
    isPending: !ready && !error,
    error,
    retry: () => all.forEach((q) => q.error && void q.refetch()),
  };
}
