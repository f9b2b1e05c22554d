import { MigrationInterface, QueryRunner } from 'typeorm';
import { normalizeStoredDestinations } from '../../stored-destinations';

/** Url codes saved with non-ASCII destinations get the ASCII form the api now stores. */
export class NormalizeDestinations1795437329971 implements MigrationInterface {
  name = 'NormalizeDestinations1795437329971';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await normalizeStoredDestinations(queryRunner);
  }

  /** The ASCII form is the same address: nothing to undo. */
  public async down(): Promise<void> {}
}
