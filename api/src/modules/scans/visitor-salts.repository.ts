import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { isSqlite } from '../../platform/database/sql';
import { dayString } from './analytics/analytics-scope';

/** The salt of one UTC day's visitor hashes, shared by every replica; deleted once the day is over. */
@Entity('visitor_salts')
export class VisitorSalt {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;
}

/** The visitor_salts table. */
@Injectable()
export class VisitorSaltsRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  /** Stores each day's salt unless that day has one (another replica's wins). */
  async offer(salts: { day: string; salt: string }[]): Promise<void> {
    await this.db.query(
      `${this.sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE'} INTO visitor_salts (day, salt) VALUES ${salts.map(() => '(?, ?)').join(', ')}`,
      salts.flatMap((s) => [s.day, s.salt]),
    );
  }

  /** Forgets the salts of the days before `day`. */
  async deleteBefore(day: string): Promise<void> {
    await this.db.query('DELETE FROM visitor_salts WHERE day < ?', [day]);
  }

  /** The salts of `day` and after. */
  async from(day: string): Promise<{ day: string; salt: string }[]> {
    const rows = await this.db.query<{ day: unknown; salt: string }[]>(
      'SELECT day, salt FROM visitor_salts WHERE day >= ?',
      [day],
    );
    return rows.map((row) => ({ day: dayString(row.day), salt: row.salt }));
  }
}
