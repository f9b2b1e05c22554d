import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddJobs1795540368052 implements MigrationInterface {
  name = 'AddJobs1795540368052';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`jobs\` (
                \`id\` int UNSIGNED NOT NULL AUTO_INCREMENT,
                \`kind\` varchar(64) NOT NULL,
                \`payload\` text NOT NULL,
                \`run_at\` bigint NOT NULL,
                \`attempts\` int NOT NULL DEFAULT '0',
                \`locked_until\` bigint NULL,
                \`last_error\` varchar(1000) NULL,
                \`failed_at\` bigint NULL,
                INDEX \`IDX_jobs_due\` (\`run_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`job_schedules\` (
                \`name\` varchar(64) NOT NULL,
                \`next_run_at\` bigint NOT NULL,
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`job_schedules\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_jobs_due\` ON \`jobs\`
        `);
    await queryRunner.query(`
            DROP TABLE \`jobs\`
        `);
  }
}
