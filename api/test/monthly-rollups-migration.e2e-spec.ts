import { MigrationSteps } from './support/migration-steps';

/** The migration that adds monthly breakdowns, filled from the daily ones. */
describe('Monthly roll-ups migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('sums each code’s and each owner’s daily breakdowns by month', async () => {
    const index = steps.indexOf('MonthlyRollups');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Owner', 'owner@example.com', 'x', 'user', 0)`,
    );
    const [{ id: userId }] = await before.query<{ id: number }[]>(`SELECT id FROM users`);
    await before.query(
      `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, status)
       VALUES ('a', ?, 'A', 'url', 'dynamic', '{"url":"https://example.com/a"}', 'active'),
              ('b', ?, 'B', 'url', 'dynamic', '{"url":"https://example.com/b"}', 'active')`,
      [userId, userId],
    );
    const [a, b] = (await before.query<{ id: number }[]>(`SELECT id FROM qr_codes ORDER BY id`)).map((r) =>
      Number(r.id),
    );
    // [code, day, dimension, value, scans]: two months, a value on several days of one.
    const daily: [number, string, string, string, number][] = [
      [a, '2026-01-31', 'os', 'iOS', 2],
      [a, '2026-02-01', 'os', 'iOS', 3],
      [a, '2026-02-28', 'os', 'iOS', 4],
      [a, '2026-02-28', 'country', 'FR', 1],
      [b, '2026-02-10', 'os', 'iOS', 5],
      [b, '2026-02-10', 'dest', 'key', 5],
    ];
    await before.query(
      `INSERT INTO scan_breakdown_daily (qr_code_id, day, dimension, value, scans)
       VALUES ${daily.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      daily.flat(),
    );
    // The owner's and everyone's rows, as the roll-up pass keeps them (no destinations).
    for (const owner of [userId, 0]) {
      await before.query(
        `INSERT INTO scan_owner_breakdown_daily (owner_id, day, dimension, value, scans)
         VALUES (?, '2026-01-31', 'os', 'iOS', 2), (?, '2026-02-01', 'os', 'iOS', 3),
                (?, '2026-02-10', 'os', 'iOS', 5), (?, '2026-02-28', 'os', 'iOS', 4),
                (?, '2026-02-28', 'country', 'FR', 1)`,
        [owner, owner, owner, owner, owner],
      );
    }
    await before.destroy();

    const after = await steps.open(index + 1);
    const read = async (table: string, key: string) =>
      (
        await after.query<Record<string, unknown>[]>(
          `SELECT ${key} AS k, month, dimension, value, scans FROM ${table} ORDER BY ${key}, month, dimension, value`,
        )
      ).map((r) => [
        Number(r.k),
        r.month instanceof Date ? r.month.toISOString().slice(0, 10) : String(r.month),
        r.dimension,
        r.value,
        Number(r.scans),
      ]);
    const perCode = await read('scan_breakdown_monthly', 'qr_code_id');
    const perOwner = await read('scan_owner_breakdown_monthly', 'owner_id');
    await after.destroy();
    expect(perCode).toEqual([
      [a, '2026-01-01', 'os', 'iOS', 2],
      [a, '2026-02-01', 'country', 'FR', 1],
      [a, '2026-02-01', 'os', 'iOS', 7],
      [b, '2026-02-01', 'dest', 'key', 5],
      [b, '2026-02-01', 'os', 'iOS', 5],
    ]);
    const ownerRows = (owner: number) => [
      [owner, '2026-01-01', 'os', 'iOS', 2],
      [owner, '2026-02-01', 'country', 'FR', 1],
      [owner, '2026-02-01', 'os', 'iOS', 12],
    ];
    expect(perOwner).toEqual([...ownerRows(0), ...ownerRows(userId)]);
  });
});
