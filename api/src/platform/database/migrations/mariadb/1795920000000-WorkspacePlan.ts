import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plan a platform administrator gives a workspace itself; without one (every workspace so
 * far) its limits stay its plan holder's.
 */
export class WorkspacePlan1795920000000 implements MigrationInterface {
  name = 'WorkspacePlan1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workspaces\` ADD \`plan_id\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`workspaces\` ADD CONSTRAINT \`FK_workspaces_plan_id\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workspaces\` DROP FOREIGN KEY \`FK_workspaces_plan_id\``);
    await queryRunner.query(`ALTER TABLE \`workspaces\` DROP COLUMN \`plan_id\``);
  }
}
