import type { PublicPlanDto, PublicSettingsDto, UserDto } from '@qrpanel/contracts';
import { updateSessionUser, useMayPayForWorkspace, useWorkspaceInUse, WORKSPACES_KEY } from '@qrpanel/web';
import { useQueries } from '@tanstack/react-query';
import { billingKeys, fetchMe, fetchPlans, fetchPublicSettings, fetchWorkspaces } from '../billing-api';

export interface PricingData {
  plans?: PublicPlanDto[];
  settings?: PublicSettingsDto;
  /** The plan of the workspace the user works in; null on the Free Trial. */
  currentPlanId: number | null;
  /** Whether the user may choose it (the workspace's owners pay). */
  mayChoose: boolean;
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

/**
 * Plans, the payment settings, the user and their workspaces (each with its plan; the list
 * the shell's switcher shares, read afresh): the page shows once all are in.
 */
export function usePricingData(): PricingData {
  const [plans, settings, me, workspaces] = useQueries({
    queries: [
      { queryKey: billingKeys.plans, queryFn: fetchPlans },
      { queryKey: billingKeys.settings, queryFn: fetchPublicSettings },
      { queryKey: billingKeys.me, queryFn: fetchMeIntoSession, staleTime: 0 },
      { queryKey: WORKSPACES_KEY, queryFn: fetchWorkspaces, staleTime: 0 },
    ],
  });
  const workspace = useWorkspaceInUse();
  const mayChoose = useMayPayForWorkspace();
  const all = [plans, settings, me, workspaces];
  const error = all.find((q) => q.error)?.error ?? null;
  const ready = all.every((q) => q.data !== undefined);
  return {
    plans: ready ? plans.data : undefined,
    settings: ready ? settings.data : undefined,
    currentPlanId: workspace?.plan_id ?? null,
    mayChoose,
    isPending: !ready && !error,
    error,
    retry: () => all.forEach((q) => q.error && void q.refetch()),
  };
}
