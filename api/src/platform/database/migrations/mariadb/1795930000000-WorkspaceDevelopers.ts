import { MigrationInterface, QueryRunner } from 'typeorm';
import { personalWorkspaceOf } from '../workspace-codes';
import { DEVELOPER_TABLES, WORKSPACE_INDEXES, renameClashingTemplates } from '../workspace-developers';

/**
 * API keys, webhook endpoints and templates belong to a workspace: each moves into its
 * maker's personal workspace, where their codes already are, so a key acts on the same
 * codes and an endpoint hears of the same events as before. Template names are unique per
 * workspace.
 */
export class WorkspaceDevelopers1795930000000 implements MigrationInterface {
  name = 'WorkspaceDevelopers1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of DEVELOPER_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`workspace_id\` int NULL`);
      await queryRunner.query(
        `UPDATE \`${table}\` SET \`workspace_id\` = ${personalWorkspaceOf(`\`${table}\`.\`user_id\``)}`,
      );
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`workspace_id\` int NOT NULL`);
    }
    for (const [table, index] of Object.entries(WORKSPACE_INDEXES)) {
      await queryRunner.query(`CREATE INDEX \`${index}\` ON \`${table}\` (\`workspace_id\`, \`id\`)`);
    }
    await queryRunner.query(
      renameClashingTemplates((...parts) => `CONCAT(${parts.join(', ')})`, 'LEFT(name, 48)'),
    );
    // The user's foreign key keeps an index of its own before the unique one goes.
    await queryRunner.query(`CREATE INDEX \`IDX_qr_templates_user_id\` ON \`qr_templates\` (\`user_id\`)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_qr_templates_workspace_name\` ON \`qr_templates\` (\`workspace_id\`, \`name_key\`)`,
    );
    await queryRunner.query(`DROP INDEX \`UQ_qr_templates_user_name\` ON \`qr_templates\``);
    for (const table of DEVELOPER_TABLES) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` ADD CONSTRAINT \`FK_${table}_workspace_id\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of DEVELOPER_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP FOREIGN KEY \`FK_${table}_workspace_id\``);
    }
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_qr_templates_user_name\` ON \`qr_templates\` (\`user_id\`, \`name_key\`)`,
    );
    await queryRunner.query(`DROP INDEX \`UQ_qr_templates_workspace_name\` ON \`qr_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_qr_templates_user_id\` ON \`qr_templates\``);
    for (const [table, index] of Object.entries(WORKSPACE_INDEXES)) {
      await queryRunner.query(`DROP INDEX \`${index}\` ON \`${table}\``);
    }
    for (const table of DEVELOPER_TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`workspace_id\``);
    }
  }
}
