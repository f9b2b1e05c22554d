import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A user's deletion leaves what they made in a workspace that stays (a team's) to it: the
 * rows of these tables (each with `user_id` and `workspace_id`) pass to the heir `heirIn`
 * names for their workspace, so a colleague's departure deletes nothing the team keeps.
 * Rows of a workspace without an heir stay the caller's to remove.
 */
export async function handOverMadeBy(
  manager: EntityManager,
  tables: readonly EntityTarget<ObjectLiteral>[],
  userId: number,
  heirIn: (workspaceId: number) => Promise<number | undefined>,
): Promise<void> {
  const places = new Set<number>();
  for (const table of tables) {
    const rows = await manager
      .createQueryBuilder(table, 'row')
      .select('DISTINCT row.workspace_id', 'workspaceId')
      .where('row.user_id = :userId', { userId })
      .getRawMany<{ workspaceId: number | string }>();
    rows.forEach((row) => places.add(Number(row.workspaceId)));
  }
  for (const workspaceId of places) {
    const heir = await heirIn(workspaceId);
    if (heir === undefined) continue;
    for (const table of tables) {
      await manager
        .createQueryBuilder()
        .update(table)
        .set({ userId: heir })
        .where('user_id = :userId AND workspace_id = :workspaceId', { userId, workspaceId })
        .execute();
    }
  }
}
