import { MigrationInterface, QueryRunner } from 'typeorm';
import { personalWorkspaceOf } from '../workspace-codes';
import { DEVELOPER_TABLES, WORKSPACE_INDEXES, renameClashingTemplates } from '../workspace-developers';

/**
 * API keys, webhook endpoints and templates belong to a workspace: each moves into its
 * maker's personal workspace, where their codes already are, so a key acts on the same
 * codes and an endpoint hears of the same events as before. Template names are unique per
 * workspace. SQLite adds a column with a foreign key only as nullable: the application
 * always sets it.
 */
export class WorkspaceDevelopers1795930000000 implements MigrationInterface {
  name = 'WorkspaceDevelopers1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of DEVELOPER_TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD COLUMN "workspace_id" integer REFERENCES "workspaces" ("id") ON DELETE CASCADE`,
      );
      await queryRunner.query(
        `UPDATE "${table}" SET "workspace_id" = ${personalWorkspaceOf(`"${table}"."user_id"`)}`,
      );
    }
    for (const [table, index] of Object.entries(WORKSPACE_INDEXES)) {
      await queryRunner.query(`CREATE INDEX "${index}" ON "${table}" ("workspace_id", "id")`);
    }
    await queryRunner.query(renameClashingTemplates((...parts) => parts.join(' || '), 'SUBSTR(name, 1, 48)'));
    await queryRunner.query(`DROP INDEX "UQ_qr_templates_user_name"`);
    await queryRunner.query(`CREATE INDEX "IDX_qr_templates_user_id" ON "qr_templates" ("user_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_qr_templates_workspace_name" ON "qr_templates" ("workspace_id", "name_key")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_qr_templates_workspace_name"`);
    await queryRunner.query(`DROP INDEX "IDX_qr_templates_user_id"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_qr_templates_user_name" ON "qr_templates" ("user_id", "name_key")`,
    );
    for (const index of Object.values(WORKSPACE_INDEXES)) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    // The workspace columns stay: SQLite drops no column of a foreign key, and the earlier
    // schema reads past them.
  }
}
