import { Injectable } from '@nestjs/common';
import type { QrCode } from './qr-code.entity';
import { QrCodesRepository, type CodeScope } from './qr-codes.repository';

/** What the redirect needs of a dynamic code to answer its scans. */
export type ScannableCode = Pick<
  QrCode,
  | 'id'
  | 'uuid'
  | 'key'
  | 'userId'
  | 'workspaceId'
  | 'type'
  | 'data'
  | 'currentDestination'
  | 'status'
  | 'expiresAt'
  | 'startsAt'
  | 'maxScans'
  | 'capCount'
  | 'routing'
  | 'passwordHash'
  | 'label'
>;

/**
 * Codes as the modules above find them: the redirect's code by its key, a scope's codes
 * (whose: `CodeScope`, a query this module runs) as ids, codes' names. Those modules keep
 * rows of codes by id in their own tables and filter them by the ids answered here; none
 * reads the codes' table.
 */
@Injectable()
export class CodeLookup {
  constructor(private readonly repository: QrCodesRepository) {}

  /** The dynamic code a redirect address names (null: none). */
  dynamicByUuid(uuid: string): Promise<ScannableCode | null> {
    return this.repository.dynamicByUuid(uuid);
  }

  /** The dynamic code a short key names, whatever its case (null: none). */
  dynamicByKey(key: string, domainId: number): Promise<ScannableCode | null> {
    return this.repository.dynamicByKey(key, domainId);
  }

  /** Whether the scope holds a code at all (one code's scope: whether it is the caller's). */
  exists(scope: CodeScope): Promise<boolean> {
    return this.repository.exists(scope);
  }

  /** How many codes each of these workspaces holds (those with none are left out). */
  countsByWorkspace(ids: readonly number[]): Promise<Map<number, number>> {
    return this.repository.countsByWorkspace(ids);
  }

  /** The ids of the scope's codes, in id order. */
  idsIn(scope: CodeScope): Promise<number[]> {
    return this.repository.idsIn(scope);
  }

  /** Each code's label and key, for lists of what happened to codes; deleted codes are left out. */
  names(ids: readonly number[]): Promise<Map<number, Pick<QrCode, 'label' | 'uuid'>>> {
    return this.repository.names(ids);
  }
}
