import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys: each account's WebAuthn credentials (public key, signature counter, transports),
 * found at sign-in by the hash of the credential id, unique across accounts.
 */
export class Passkeys1796010000000 implements MigrationInterface {
  name = 'Passkeys1796010000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "passkeys" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(64) NOT NULL,
                "credential_id" text NOT NULL,
                "credential_hash" varchar(64) NOT NULL,
                "public_key" text NOT NULL,
                "counter" bigint NOT NULL,
                "transports" varchar(255) NOT NULL,
                "user_handle" varchar(128) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "last_used_at" datetime,
                CONSTRAINT "FK_passkeys_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("user_id", "id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_passkeys_credential_hash" ON "passkeys" ("credential_hash")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "passkeys"`);
  }
}
