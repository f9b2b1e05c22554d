import { MigrationSteps } from './support/migration-steps';

/** The migration that gives every dynamic code a short key (ShortKeys). */
describe('Short keys migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('makes a distinct key for each dynamic code there was, none for static codes, and keeps keys unique whatever the case', async () => {
    const index = steps.indexOf('ShortKeys');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Owner', 'owner@example.com', 'x', 'user', 0)`,
    );
    const userId = Number((await before.query<{ id: number }[]>('SELECT MAX(id) AS id FROM users'))[0].id);
    await before.query('INSERT INTO workspaces (name, created_by) VALUES (?, ?)', ['Own', userId]);
    const workspaceId = Number(
      (await before.query<{ id: number }[]>('SELECT MAX(id) AS id FROM workspaces'))[0].id,
    );
    // More codes than one batch of the migration, so that batches follow each other.
    const dynamic = 1_203;
    for (let i = 0; i < dynamic; i += 100) {
      const rows = Array.from({ length: Math.min(100, dynamic - i) }, (_, j) => i + j);
      await before.query(
        `INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, status)
         VALUES ${rows.map(() => "(?, ?, ?, 'Code', 'url', 'dynamic', '{\"url\":\"https://example.com\"}', 'active')").join(', ')}`,
        rows.flatMap((n) => [`uuid-${n}`, userId, workspaceId]),
      );
    }
    await before.query(
      `INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, status)
       VALUES ('static-one', ?, ?, 'Static', 'text', 'static', '{"text":"hi"}', NULL)`,
      [userId, workspaceId],
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<{ uuid: string; k: string | null; f: string | null; chosen: unknown }[]>(
      'SELECT uuid, short_key AS k, short_key_folded AS f, key_chosen AS chosen FROM qr_codes',
    );
    const made = rows.filter((r) => r.uuid !== 'static-one');
    expect(made).toHaveLength(dynamic);
    for (const row of made) {
      expect(row.k).toMatch(/^[2-9a-hjkmnp-z]{5,7}$/);
      expect(row.f).toBe(row.k);
      expect(Number(row.chosen)).toBe(0);
    }
    expect(new Set(made.map((r) => r.k)).size).toBe(dynamic);
    expect(rows.find((r) => r.uuid === 'static-one')).toMatchObject({ k: null, f: null });
    // The index refuses another case of a key.
    const taken = made[0].k!;
    await expect(
      after.query(
        `INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, status, short_key, short_key_folded)
         VALUES ('copy', ?, ?, 'Copy', 'url', 'dynamic', '{"url":"https://example.com"}', 'active', ?, ?)`,
        [userId, workspaceId, taken.toUpperCase(), taken],
      ),
    ).rejects.toThrow(/UNIQUE|Duplicate/i);
    await after.destroy();
  });
});
