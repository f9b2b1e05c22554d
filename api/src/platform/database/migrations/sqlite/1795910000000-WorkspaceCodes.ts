import { MigrationInterface, QueryRunner } from 'typeorm';
import { OWNER_ROLLUPS, WORKSPACE_TABLES, personalWorkspaceOf } from '../workspace-codes';

/**
 * Codes, folders and imports belong to a workspace: each moves into its maker's personal workspace,
 * and the per-owner roll-ups are re-keyed from users to those workspaces, so every list,
 * count and analytics answer reads the same before and after. The list indexes lead with
 * the workspace; a member's last used workspace is kept for requests that name none.
 * SQLite adds a column with a foreign key only as nullable: the application always sets it.
 */
export class WorkspaceCodes1795910000000 implements MigrationInterface {
  name = 'WorkspaceCodes1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_members" ADD COLUMN "last_used_at" datetime`);
    for (const table of WORKSPACE_TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD COLUMN "workspace_id" integer REFERENCES "workspaces" ("id") ON DELETE CASCADE`,
      );
      await queryRunner.query(
        `UPDATE "${table}" SET "workspace_id" = ${personalWorkspaceOf(`"${table}"."user_id"`)}`,
      );
    }
    await queryRunner.query(`DROP INDEX "IDX_qr_codes_user_created"`);
    await queryRunner.query(`DROP INDEX "IDX_qr_codes_user_label"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_qr_codes_workspace_created" ON "qr_codes" ("workspace_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_qr_codes_workspace_label" ON "qr_codes" ("workspace_id", "label", "id", "uuid")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_code_imports_workspace" ON "code_imports" ("workspace_id", "id")`,
    );
    await queryRunner.query(`DROP INDEX "UQ_folders_user_name"`);
    await queryRunner.query(`CREATE INDEX "IDX_folders_user_id" ON "folders" ("user_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_folders_workspace_name" ON "folders" ("workspace_id", "name_key")`,
    );
    for (const table of OWNER_ROLLUPS) {
      // Through negative keys, so that no row meets another's key on the way.
      await queryRunner.query(`UPDATE "${table}" SET "owner_id" = -"owner_id" WHERE "owner_id" > 0`);
      await queryRunner.query(
        `UPDATE "${table}" SET "owner_id" = ${personalWorkspaceOf(`-"${table}"."owner_id"`)} WHERE "owner_id" < 0`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of OWNER_ROLLUPS) {
      await queryRunner.query(`UPDATE "${table}" SET "owner_id" = -"owner_id" WHERE "owner_id" > 0`);
      await queryRunner.query(
        `UPDATE "${table}" SET "owner_id" = (SELECT w."created_by" FROM "workspaces" w WHERE w."id" = -"${table}"."owner_id") WHERE "owner_id" < 0`,
      );
    }
    await queryRunner.query(`DROP INDEX "IDX_code_imports_workspace"`);
    await queryRunner.query(`DROP INDEX "UQ_folders_workspace_name"`);
    await queryRunner.query(`DROP INDEX "IDX_folders_user_id"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_folders_user_name" ON "folders" ("user_id", "name_key")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_qr_codes_workspace_label"`);
    await queryRunner.query(`DROP INDEX "IDX_qr_codes_workspace_created"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_qr_codes_user_label" ON "qr_codes" ("user_id", "label", "id", "uuid")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_qr_codes_user_created" ON "qr_codes" ("user_id", "created_at", "id")`,
    );
    // The workspace columns stay: SQLite drops no column of a foreign key, and the earlier
    // schema reads past them.
    await queryRunner.query(`ALTER TABLE "workspace_members" DROP COLUMN "last_used_at"`);
  }
}
