import { MigrationSteps } from './support/migration-steps';

/** The migration that keeps a capped code's count in its row, from the scans counted so far. */
describe('Cap count migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('starts each capped code from its counted scans, and every other code from none', async () => {
    const index = steps.indexOf('CapCount');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Owner', 'owner@example.com', 'x', 'user', 0)`,
    );
    const [{ id: userId }] = await before.query<{ id: number }[]>(`SELECT id FROM users`);
    await before.query(
      `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, status, scans_count, max_scans)
       VALUES ('capped', ?, 'Capped', 'url', 'dynamic', '{"url":"https://example.com/a"}', 'active', 7, 10),
              ('open', ?, 'Open', 'url', 'dynamic', '{"url":"https://example.com/b"}', 'active', 40, NULL)`,
      [userId, userId],
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<{ uuid: string; cap_count: number | string }[]>(
      `SELECT uuid, cap_count FROM qr_codes ORDER BY uuid`,
    );
    expect(rows.map((r) => [r.uuid, Number(r.cap_count)])).toEqual([
      ['capped', 7],
      ['open', 0],
    ]);
    // A code made from now on starts from none.
    await after.query(
      `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, status, max_scans)
       VALUES ('new', ?, 'New', 'url', 'dynamic', '{"url":"https://example.com/c"}', 'active', 5)`,
      [userId],
    );
    const [made] = await after.query<{ cap_count: number | string }[]>(
      `SELECT cap_count FROM qr_codes WHERE uuid = 'new'`,
    );
    expect(Number(made.cap_count)).toBe(0);
    await after.destroy();
  });
});
