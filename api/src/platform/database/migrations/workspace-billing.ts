/**
 * What the migration that gives subscriptions to workspaces (WorkspaceBilling) shares
 * between the two databases.
 */
import { personalWorkspaceOf } from './workspace-codes';

/** Each subscription pays for its payer's personal workspace, where their codes are. */
export const SUBSCRIPTIONS_TO_PERSONAL = `UPDATE subscriptions SET workspace_id = ${personalWorkspaceOf('subscriptions.user_id')}`;

/**
 * A workspace without a plan of its own took its plan holder's (its maker while an owner,
 * else its longest-standing owner): it keeps that plan as its own, so that no workspace's
 * limits change. The personal workspace's is kept by the subscription that moved into it.
 */
export const HOLDERS_PLANS_TO_WORKSPACES = `UPDATE workspaces SET plan_id = (
    SELECT u.subscription_plan_id FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = workspaces.id AND m.role = 'owner'
    ORDER BY CASE WHEN m.user_id = workspaces.created_by THEN 0 ELSE 1 END, m.joined_at, m.user_id
    LIMIT 1)
  WHERE plan_id IS NULL`;
