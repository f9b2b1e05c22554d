import { MigrationSteps } from './support/migration-steps';

const HASH = 'a'.repeat(64);

/** The migration that forgets the visitor hashes stored before the daily salts. */
describe('Visitor hashes migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('blanks every stored hash and the day-less unique visitors; counts and every other column stay', async () => {
    const index = steps.indexOf('ForgetFixedSaltHashes');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Owner', 'owner@example.com', 'x', 'user', 0)`,
    );
    const [{ id: userId }] = await before.query<{ id: number }[]>(`SELECT id FROM users`);
    await before.query(
      `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, status, scans_count, unique_scans)
       VALUES ('menu', ?, 'Menu', 'url', 'dynamic', '{"url":"https://example.com"}', 'active', 4, 3)`,
      [userId],
    );
    const [{ id: codeId }] = await before.query<{ id: number }[]>(`SELECT id FROM qr_codes`);
    // Ids far apart: the migration works through the primary key a slice at a time.
    const scans: [number, string, string][] = [
      [1, '2026-01-01 10:00:00.000', HASH],
      [2, '2026-01-01 10:01:00.000', ''],
      [70_000, '2026-02-01 10:00:00.000', 'b'.repeat(64)],
      [150_001, '2026-03-01 10:00:00.000', 'c'.repeat(64)],
    ];
    await before.query(
      `INSERT INTO scans (id, qr_code_id, scanned_at, os, browser, device_type, country, city, visitor_hash)
       VALUES ${scans.map(() => `(?, ?, ?, 'iOS', 'Safari', 'mobile', 'GB', 'London', ?)`).join(', ')}`,
      scans.flatMap(([id, at, hash]) => [id, codeId, at, hash]),
    );
    await before.query(
      `INSERT INTO scan_visitors (qr_code_id, visitor_hash, day) VALUES (?, ?, NULL), (?, ?, '2026-03-01')`,
      [codeId, HASH, codeId, 'c'.repeat(64)],
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<Record<string, unknown>[]>(
      `SELECT id, os, city, visitor_hash FROM scans ORDER BY id`,
    );
    const visitors = await after.query<{ visitor_hash: string }[]>(`SELECT visitor_hash FROM scan_visitors`);
    const [code] = await after.query<{ scans_count: unknown; unique_scans: unknown }[]>(
      `SELECT scans_count, unique_scans FROM qr_codes`,
    );
    await after.destroy();
    expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual(
      scans.map(([id]) => ({ id, os: 'iOS', city: 'London', visitor_hash: '' })),
    );
    expect(visitors.map((v) => v.visitor_hash)).toEqual(['c'.repeat(64)]);
    expect([Number(code.scans_count), Number(code.unique_scans)]).toEqual([4, 3]);
  });
});
