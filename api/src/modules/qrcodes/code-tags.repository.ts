import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { CodeTag } from './code-tag.entity';

/** The tags of codes (qr_code_tags), stored lower-cased, each code's in alphabetical order (accents as in English). */
@Injectable()
export class CodeTagsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(ids: readonly number[], manager: EntityManager = this.db.manager): Promise<Map<number, string[]>> {
    const tags = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return tags;
    const rows = await manager
      .getRepository(CodeTag)
      .find({ where: { qrCodeId: In([...ids]) }, order: { qrCodeId: 'ASC' } });
    for (const row of rows) tags.get(row.qrCodeId)?.push(row.tag);
    // Sorted here, not by the database: the two databases' collations order accents apart.
    for (const list of tags.values()) list.sort((a, b) => a.localeCompare(b, 'en'));
    return tags;
  }

  /** The code's tags become exactly these. */
  async replace(manager: EntityManager, id: number, tags: readonly string[]): Promise<void> {
    await manager.delete(CodeTag, { qrCodeId: id });
    await this.add(manager, id, tags);
  }

  /** The code's tags become exactly these; answers whether that changed them. */
  async replaced(manager: EntityManager, id: number, tags: readonly string[]): Promise<boolean> {
    const before = (await this.of([id], manager)).get(id) ?? [];
    await this.replace(manager, id, tags);
    const sorted = [...tags].sort((a, b) => a.localeCompare(b, 'en'));
    return JSON.stringify(before) !== JSON.stringify(sorted);
  }

  async add(manager: EntityManager, id: number, tags: readonly string[]): Promise<void> {
    if (tags.length)
      await manager.insert(
        CodeTag,
        tags.map((tag) => ({ qrCodeId: id, tag })),
      );
  }

  async remove(manager: EntityManager, ids: readonly number[], tags: readonly string[]): Promise<void> {
    if (ids.length && tags.length)
      await manager.delete(CodeTag, { qrCodeId: In([...ids]), tag: In([...tags]) });
  }
}
