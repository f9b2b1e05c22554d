import { MigrationInterface, QueryRunner } from 'typeorm';
import { HOLDERS_PLANS_TO_WORKSPACES, SUBSCRIPTIONS_TO_PERSONAL } from '../workspace-billing';

/**
 * Subscriptions pay for a workspace: each moves into its payer's personal workspace, and
 * every workspace keeps the plan it had (its own, or its plan holder's, now its own).
 * A deleted workspace's subscriptions stay as payment records, with no workspace.
 */
export class WorkspaceBilling1795940000000 implements MigrationInterface {
  name = 'WorkspaceBilling1795940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "workspace_id" integer REFERENCES "workspaces" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(SUBSCRIPTIONS_TO_PERSONAL);
    await queryRunner.query(HOLDERS_PLANS_TO_WORKSPACES);
    await queryRunner.query(
      `CREATE INDEX "IDX_subscriptions_workspace_status" ON "subscriptions" ("workspace_id", "status")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_subscriptions_workspace_status"`);
    // The column stays: SQLite drops no column of a foreign key, and the earlier schema
    // reads past it.
  }
}
