import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Workspaces, their members and invitations; every user gets a personal workspace,
 * "{name}'s workspace", of which they are the owner (its name shortened to 64 characters).
 */
export class Workspaces1795892827911 implements MigrationInterface {
  name = 'Workspaces1795892827911';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE \`workspaces\` (
        \`id\` int NOT NULL AUTO_INCREMENT,
        \`name\` varchar(64) NOT NULL,
        \`created_by\` int NULL,
        \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
        PRIMARY KEY (\`id\`)
      ) ENGINE = InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE \`workspace_members\` (
        \`workspace_id\` int NOT NULL,
        \`user_id\` int NOT NULL,
        \`role\` varchar(16) NOT NULL,
        \`joined_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
        INDEX \`IDX_workspace_members_user\` (\`user_id\`),
        PRIMARY KEY (\`workspace_id\`, \`user_id\`)
      ) ENGINE = InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE \`workspace_invitations\` (
        \`id\` int NOT NULL AUTO_INCREMENT,
        \`workspace_id\` int NOT NULL,
        \`email\` varchar(254) NOT NULL,
        \`role\` varchar(16) NOT NULL,
        \`token_hash\` varchar(64) NOT NULL,
        \`invited_by\` int NULL,
        \`expires_at\` datetime NOT NULL,
        \`sent_at\` datetime NOT NULL,
        \`accepted_at\` datetime NULL,
        \`revoked_at\` datetime NULL,
        \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
        UNIQUE INDEX \`UQ_workspace_invitations_token\` (\`token_hash\`),
        INDEX \`IDX_workspace_invitations_workspace\` (\`workspace_id\`),
        INDEX \`IDX_workspace_invitations_sent\` (\`sent_at\`),
        PRIMARY KEY (\`id\`)
      ) ENGINE = InnoDB
    `);
    await queryRunner.query(`
      ALTER TABLE \`workspaces\` ADD CONSTRAINT \`FK_workspaces_created_by\` FOREIGN KEY (\`created_by\`)
      REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION
    `);
    await queryRunner.query(`
      ALTER TABLE \`workspace_members\` ADD CONSTRAINT \`FK_workspace_members_workspace\` FOREIGN KEY (\`workspace_id\`)
      REFERENCES \`workspaces\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    `);
    await queryRunner.query(`
      ALTER TABLE \`workspace_members\` ADD CONSTRAINT \`FK_workspace_members_user\` FOREIGN KEY (\`user_id\`)
      REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    `);
    await queryRunner.query(`
      ALTER TABLE \`workspace_invitations\` ADD CONSTRAINT \`FK_workspace_invitations_workspace\` FOREIGN KEY (\`workspace_id\`)
      REFERENCES \`workspaces\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    `);
    await queryRunner.query(`
      ALTER TABLE \`workspace_invitations\` ADD CONSTRAINT \`FK_workspace_invitations_invited_by\` FOREIGN KEY (\`invited_by\`)
      REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION
    `);
    await queryRunner.query(`
      INSERT INTO \`workspaces\` (\`name\`, \`created_by\`, \`created_at\`)
      SELECT CONCAT(LEFT(TRIM(\`name\`), 52), '''s workspace'), \`id\`, \`created_at\` FROM \`users\` ORDER BY \`id\`
    `);
    await queryRunner.query(`
      INSERT INTO \`workspace_members\` (\`workspace_id\`, \`user_id\`, \`role\`, \`joined_at\`)
      SELECT \`id\`, \`created_by\`, 'owner', \`created_at\` FROM \`workspaces\`
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`workspace_invitations\``);
    await queryRunner.query(`DROP TABLE \`workspace_members\``);
    await queryRunner.query(`DROP TABLE \`workspaces\``);
  }
}
