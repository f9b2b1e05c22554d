import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795352681962 implements MigrationInterface {
  name = 'Init1795352681962';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(120) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "role" varchar(20) NOT NULL DEFAULT ('user'),
                "token_version" integer NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "UQ_users_email"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
  }
}
