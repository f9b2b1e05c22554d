import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in sessions: one row per sign-in, named by its token's `sid`; deleting it ends the
 * token. Browser, OS, device and country as read at sign-in; never the address.
 */
export class Sessions1796000000000 implements MigrationInterface {
  name = 'Sessions1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "browser" varchar(64) NOT NULL,
                "os" varchar(64) NOT NULL,
                "device" varchar(16),
                "country" varchar(2),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "last_active_at" datetime NOT NULL,
                "expires_at" datetime NOT NULL,
                CONSTRAINT "FK_sessions_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expires_at" ON "sessions" ("expires_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
