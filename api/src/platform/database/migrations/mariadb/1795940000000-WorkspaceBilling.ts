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
    await queryRunner.query(`ALTER TABLE \`subscriptions\` ADD \`workspace_id\` int NULL`);
    await queryRunner.query(SUBSCRIPTIONS_TO_PERSONAL);
    await queryRunner.query(HOLDERS_PLANS_TO_WORKSPACES);
    await queryRunner.query(
      `CREATE INDEX \`IDX_subscriptions_workspace_status\` ON \`subscriptions\` (\`workspace_id\`, \`status\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`subscriptions\` ADD CONSTRAINT \`FK_subscriptions_workspace_id\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`subscriptions\` DROP FOREIGN KEY \`FK_subscriptions_workspace_id\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_subscriptions_workspace_status\` ON \`subscriptions\``);
    await queryRunner.query(`ALTER TABLE \`subscriptions\` DROP COLUMN \`workspace_id\``);
  }
}
