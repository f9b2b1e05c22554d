import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, QueryFailedError, Repository } from 'typeorm';
import { IdempotentRequest } from './idempotent-request.entity';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

export type Claim =
  | { kind: 'new'; id: number }
  | { kind: 'replay'; response: string }
  | { kind: 'conflict' }
  | { kind: 'busy' };

/** The api_idempotent_requests table. */
@Injectable()
export class IdempotentRequestsRepository {
  constructor(@InjectRepository(IdempotentRequest) private readonly rows: Repository<IdempotentRequest>) {}

  /**
   * Takes the key for this request, or says what it was used for. The unique index settles
   * two requests racing on one key (on any replica): one inserts, the other reads its row.
   */
  async claim(apiKeyId: number, idempotencyKey: string, fingerprint: string): Promise<Claim> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const row = await this.rows.findOneBy({ apiKeyId, idempotencyKey });
      if (row && Date.now() - new Date(row.createdAt).getTime() < IDEMPOTENCY_WINDOW_MS) {
        if (row.fingerprint !== fingerprint) return { kind: 'conflict' };
        return row.response === null ? { kind: 'busy' } : { kind: 'replay', response: row.response };
      }
      if (row) await this.rows.delete({ id: row.id });
      try {
        const saved = await this.rows.save(
          this.rows.create({ apiKeyId, idempotencyKey, fingerprint, response: null }),
        );
        return { kind: 'new', id: saved.id };
      } catch (error) {
        if (!(error instanceof QueryFailedError)) throw error;
      }
    }
    return { kind: 'busy' };
  }

  async complete(id: number, response: string): Promise<void> {
    await this.rows.update({ id }, { response });
  }

  /** A request that failed leaves its key free for a retry. */
  async release(id: number): Promise<void> {
    await this.rows.delete({ id });
  }

  async purge(): Promise<void> {
    await this.rows.delete({ createdAt: LessThan(new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)) });
  }
}
