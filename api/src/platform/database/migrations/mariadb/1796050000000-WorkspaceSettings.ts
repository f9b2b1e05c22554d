import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workspace's own settings: the time zone of the hours of the week in its analytics (null,
 * as every workspace starts, follows its maker's profile zone), and whether its members must
 * use two-factor sign-in.
 */
export class WorkspaceSettings1796050000000 implements MigrationInterface {
  name = 'WorkspaceSettings1796050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`workspaces\` ADD \`time_zone\` varchar(64) NULL, ADD \`require_2fa\` tinyint NOT NULL DEFAULT 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`workspaces\` DROP COLUMN \`require_2fa\`, DROP COLUMN \`time_zone\``,
    );
  }
}
