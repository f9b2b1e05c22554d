import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans limit the members of a workspace: 0 (every plan so far) is unlimited; the Free
 * Trial's limit is an application setting.
 */
export class PlanMemberLimit1795900000000 implements MigrationInterface {
  name = 'PlanMemberLimit1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`member_limit\` int NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`member_limit\``);
  }
}
