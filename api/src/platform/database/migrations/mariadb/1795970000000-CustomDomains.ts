import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom domains: a workspace's host names, and the domain each dynamic code answers on.
 * A code's `domain_id` is 0 on the instance's own host rather than NULL: keys are unique per
 * domain, and a unique index treats NULLs as all different.
 */
export class CustomDomains1795970000000 implements MigrationInterface {
  name = 'CustomDomains1795970000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`domains\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`workspace_id\` int NOT NULL,
                \`hostname\` varchar(253) NOT NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'pending',
                \`verification_token\` varchar(64) NOT NULL,
                \`root_url\` varchar(2048) NULL,
                \`not_found_url\` varchar(2048) NULL,
                \`verified_at\` datetime NULL,
                \`last_checked_at\` datetime NULL,
                \`last_check_message\` varchar(255) NULL,
                \`failing_since\` datetime NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_domains_hostname\` (\`hostname\`),
                INDEX \`IDX_domains_workspace\` (\`workspace_id\`, \`id\`),
                INDEX \`IDX_domains_checked\` (\`last_checked_at\`),
                PRIMARY KEY (\`id\`),
                CONSTRAINT \`FK_domains_workspace_id\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`ALTER TABLE \`qr_codes\` ADD \`domain_id\` int NOT NULL DEFAULT 0`);
    await queryRunner.query(`DROP INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\``);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\` (\`domain_id\`, \`short_key_folded\`)`,
    );
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`domain_limit\` int NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`domain_limit\``);
    await queryRunner.query(`DROP INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\``);
    await queryRunner.query(`ALTER TABLE \`qr_codes\` DROP COLUMN \`domain_id\``);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\` (\`short_key_folded\`)`,
    );
    await queryRunner.query(`DROP TABLE \`domains\``);
  }
}
