import { MigrationInterface, QueryRunner } from 'typeorm';

export class FairJobLanes1795866248573 implements MigrationInterface {
  name = 'FairJobLanes1795866248573';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`job_lanes\` (
                \`name\` varchar(64) NOT NULL,
                \`claimed_at\` bigint NOT NULL DEFAULT '0',
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\`
            ADD \`queue_key\` varchar(64) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\`
            ADD \`tenant_key\` varchar(64) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\`
            ADD \`unique_key\` varchar(128) NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX \`IDX_jobs_unique_key\` ON \`jobs\` (\`unique_key\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_jobs_queue\` ON \`jobs\` (\`queue_key\`, \`run_at\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_jobs_locked\` ON \`jobs\` (\`locked_until\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_jobs_locked\` ON \`jobs\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_jobs_queue\` ON \`jobs\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_jobs_unique_key\` ON \`jobs\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\` DROP COLUMN \`unique_key\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\` DROP COLUMN \`tenant_key\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`jobs\` DROP COLUMN \`queue_key\`
        `);
    await queryRunner.query(`
            DROP TABLE \`job_lanes\`
        `);
  }
}
