import { MigrationInterface, QueryRunner } from 'typeorm';
import { OWNER_ROLLUPS, WORKSPACE_TABLES, personalWorkspaceOf } from '../workspace-codes';

/**
 * Codes, folders and imports belong to a workspace: each moves into its maker's personal workspace,
 * and the per-owner roll-ups are re-keyed from users to those workspaces, so every list,
 * count and analytics answer reads the same before and after. The list indexes lead with
 * the workspace; a member's last used workspace is kept for requests that name none.
 */
export class WorkspaceCodes1795910000000 implements MigrationInterface {
  name = 'WorkspaceCodes1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workspace_members\` ADD \`last_used_at\` datetime(6) NULL`);
    for (const table of WORKSPACE_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`workspace_id\` int NULL`);
      await queryRunner.query(
        `UPDATE \`${table}\` SET \`workspace_id\` = ${personalWorkspaceOf(`\`${table}\`.\`user_id\``)}`,
      );
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`workspace_id\` int NOT NULL`);
    }
    await queryRunner.query(
      `CREATE INDEX \`IDX_qr_codes_workspace_created\` ON \`qr_codes\` (\`workspace_id\`, \`created_at\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_qr_codes_workspace_label\` ON \`qr_codes\` (\`workspace_id\`, \`label\`, \`id\`, \`uuid\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_qr_codes_user_created\` ON \`qr_codes\``);
    await queryRunner.query(`DROP INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\``);
    // The user's foreign key keeps an index of its own before the unique one goes.
    await queryRunner.query(`CREATE INDEX \`IDX_folders_user_id\` ON \`folders\` (\`user_id\`)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_folders_workspace_name\` ON \`folders\` (\`workspace_id\`, \`name_key\`)`,
    );
    await queryRunner.query(`DROP INDEX \`UQ_folders_user_name\` ON \`folders\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_code_imports_workspace\` ON \`code_imports\` (\`workspace_id\`, \`id\`)`,
    );
    // The foreign keys after the indexes that lead with their column, which serve them.
    for (const table of WORKSPACE_TABLES) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` ADD CONSTRAINT \`FK_${table}_workspace_id\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
    for (const table of OWNER_ROLLUPS) {
      // Through negative keys, so that no row meets another's key on the way.
      await queryRunner.query(`UPDATE \`${table}\` SET \`owner_id\` = -\`owner_id\` WHERE \`owner_id\` > 0`);
      await queryRunner.query(
        `UPDATE \`${table}\` SET \`owner_id\` = ${personalWorkspaceOf(`-\`${table}\`.\`owner_id\``)} WHERE \`owner_id\` < 0`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WORKSPACE_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP FOREIGN KEY \`FK_${table}_workspace_id\``);
    }
    for (const table of OWNER_ROLLUPS) {
      await queryRunner.query(`UPDATE \`${table}\` SET \`owner_id\` = -\`owner_id\` WHERE \`owner_id\` > 0`);
      await queryRunner.query(
        `UPDATE \`${table}\` SET \`owner_id\` = (SELECT w.\`created_by\` FROM \`workspaces\` w WHERE w.\`id\` = -\`${table}\`.\`owner_id\`) WHERE \`owner_id\` < 0`,
      );
    }
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_folders_user_name\` ON \`folders\` (\`user_id\`, \`name_key\`)`,
    );
    await queryRunner.query(`DROP INDEX \`UQ_folders_workspace_name\` ON \`folders\``);
    await queryRunner.query(`DROP INDEX \`IDX_code_imports_workspace\` ON \`code_imports\``);
    await queryRunner.query(`DROP INDEX \`IDX_folders_user_id\` ON \`folders\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\` (\`user_id\`, \`label\`, \`id\`, \`uuid\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_qr_codes_user_created\` ON \`qr_codes\` (\`user_id\`, \`created_at\`, \`id\`)`,
    );
    for (const table of WORKSPACE_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`workspace_id\``);
    }
    await queryRunner.query(`ALTER TABLE \`workspace_members\` DROP COLUMN \`last_used_at\``);
  }
}
