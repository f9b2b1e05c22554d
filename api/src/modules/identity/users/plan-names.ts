import { FREE_TRIAL_PLAN_NAME } from '@qrpanel/contracts';

/**
 * The names of plans, for the answers about users ("plan_name"). Plans are billing's, a
 * floor above identity: billing provides this (PlanNamesModule), so identity shows a
 * user's plan without importing it.
 */
export abstract class PlanNames {
  /** The name of each of these plans that exists. */
  abstract of(planIds: readonly number[]): Promise<Map<number, string>>;
}

/** The name of a user's plan: the Free Trial's when they have none (or it is gone). */
export function planNameOf(names: Map<number, string>, planId: number | null): string {
  return (planId !== null && names.get(planId)) || FREE_TRIAL_PLAN_NAME;
}
