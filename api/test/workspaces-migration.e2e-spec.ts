import { MigrationSteps } from './support/migration-steps';

/** The migration that adds workspaces, run on a database that already has users. */
describe('Workspaces migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it("gives every existing user a personal workspace they own, named as a new account's would be", async () => {
    const index = steps.indexOf('Workspaces');
    const before = await steps.open(index);
    const people = [
      ['Ana Núñez', 'ana@example.com'],
      ['  Padded  ', 'padded@example.com'],
      ['Ж'.repeat(120), 'long@example.com'],
    ];
    for (const [name, email] of people) {
      await before.query(
        `INSERT INTO users (name, email, password_hash, role, token_version) VALUES (?, ?, 'x', 'user', 0)`,
        [name, email],
      );
    }
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<{ email: string; name: string; role: string; members: number | string }[]>(
      `SELECT u.email, w.name, m.role,
         (SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members
       FROM users u
       JOIN workspace_members m ON m.user_id = u.id
       JOIN workspaces w ON w.id = m.workspace_id AND w.created_by = u.id
       ORDER BY u.id`,
    );
    const [{ workspaces }] = await after.query<{ workspaces: number | string }[]>(
      'SELECT COUNT(*) AS workspaces FROM workspaces',
    );
    await after.destroy();
    expect(rows.map((r) => ({ ...r, members: Number(r.members) }))).toEqual([
      { email: 'ana@example.com', name: "Ana Núñez's workspace", role: 'owner', members: 1 },
      { email: 'padded@example.com', name: "Padded's workspace", role: 'owner', members: 1 },
      { email: 'long@example.com', name: `${'Ж'.repeat(52)}'s workspace`, role: 'owner', members: 1 },
    ]);
    expect(Number(workspaces)).toBe(people.length);
  });

  it("moves each user's codes, folders and imports into their own workspace, and their analytics with them", async () => {
    const index = steps.indexOf('WorkspaceCodes');
    const before = await steps.open(index);
    const user = async (name: string) => {
      await before.query(
        `INSERT INTO users (name, email, password_hash, role, token_version) VALUES (?, ?, 'x', 'user', 0)`,
        [name, `${name.toLowerCase()}@example.com`],
      );
      return Number((await before.query<{ id: number }[]>('SELECT MAX(id) AS id FROM users'))[0].id);
    };
    const [noor, omar] = [await user('Noor'), await user('Omar')];
    // Workspace ids that are the other's user id: no row may meet another's key on the way.
    const [noorsId, omarsId, omarsLater, joined] = [omar, noor, omar + 100, 1];
    const workspace = async (id: number, maker: number, role = 'owner', member = maker) => {
      await before.query(
        'INSERT INTO workspaces (id, name, created_by) SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM workspaces WHERE id = ?)',
        [id, `Workspace ${id}`, maker, id],
      );
      await before.query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, ?)', [
        id,
        member,
        role,
      ]);
    };
    await before.query('DELETE FROM workspaces WHERE id IN (?, ?)', [noorsId, omarsId]);
    await workspace(noorsId, noor);
    await workspace(omarsId, omar);
    // Omar made another since, and Noor joined an older one: their own is still theirs.
    await workspace(omarsLater, omar);
    await workspace(joined, 1, 'editor', noor);
    const code = (uuid: string, owner: number) =>
      before.query(
        `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, status)
         VALUES (?, ?, ?, 'url', 'dynamic', '{"url":"https://example.com/"}', 'active')`,
        [uuid, owner, uuid],
      );
    await code('noor-1', noor);
    await code('noor-2', noor);
    await code('omar-1', omar);
    for (const [owner, name] of [
      [noor, 'Menus'],
      [omar, 'Menus'],
    ] as const) {
      await before.query('INSERT INTO folders (user_id, name, name_key) VALUES (?, ?, ?)', [
        owner,
        name,
        name.toLowerCase(),
      ]);
    }
    await before.query(
      `INSERT INTO code_imports (user_id, file_name, status, total) VALUES (?, 'codes.csv', 'done', 1)`,
      [omar],
    );
    for (const [owner, scans] of [
      [noor, 3],
      [omar, 2],
      [0, 5],
    ]) {
      await before.query(
        `INSERT INTO scan_owner_daily (owner_id, day, scans, uniques) VALUES (?, '2026-11-01', ?, ?)`,
        [owner, scans, scans],
      );
      await before.query(
        `INSERT INTO scan_owner_breakdown (owner_id, dimension, value, scans) VALUES (?, 'os', 'iOS', ?)`,
        [owner, scans],
      );
    }
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = (sql: string) => after.query<Record<string, unknown>[]>(sql);
    const numbers = (list: Record<string, unknown>[]) =>
      list.map((row) => Object.values(row).map((v) => (typeof v === 'string' ? v : Number(v))));
    expect(
      numbers(
        await rows(
          "SELECT uuid, workspace_id FROM qr_codes WHERE uuid LIKE 'noor-%' OR uuid LIKE 'omar-%' ORDER BY uuid",
        ),
      ),
    ).toEqual([
      ['noor-1', noorsId],
      ['noor-2', noorsId],
      ['omar-1', omarsId],
    ]);
    expect(numbers(await rows('SELECT user_id, workspace_id FROM folders ORDER BY user_id'))).toEqual([
      [noor, noorsId],
      [omar, omarsId],
    ]);
    expect(numbers(await rows('SELECT user_id, workspace_id FROM code_imports'))).toEqual([[omar, omarsId]]);
    const perOwner = [
      [0, 5],
      [noorsId, 3],
      [omarsId, 2],
    ].sort((a, b) => a[0] - b[0]);
    expect(numbers(await rows('SELECT owner_id, scans FROM scan_owner_daily ORDER BY owner_id'))).toEqual(
      perOwner,
    );
    expect(numbers(await rows('SELECT owner_id, scans FROM scan_owner_breakdown ORDER BY owner_id'))).toEqual(
      perOwner,
    );
    await after.destroy();
  });
  it("moves each user's API keys, webhook endpoints and templates into their own workspace, names kept apart", async () => {
    const index = steps.indexOf('WorkspaceDevelopers');
    const before = await steps.open(index);
    const user = async (name: string) => {
      await before.query(
        `INSERT INTO users (name, email, password_hash, role, token_version) VALUES (?, ?, 'x', 'user', 0)`,
        [name, `${name.toLowerCase()}.dev@example.com`],
      );
      return Number((await before.query<{ id: number }[]>('SELECT MAX(id) AS id FROM users'))[0].id);
    };
    const workspaceOf = async (maker: number) => {
      await before.query('INSERT INTO workspaces (name, created_by) VALUES (?, ?)', [`Of ${maker}`, maker]);
      const id = Number((await before.query<{ id: number }[]>('SELECT MAX(id) AS id FROM workspaces'))[0].id);
      await before.query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, ?)', [
        id,
        maker,
        'owner',
      ]);
      return id;
    };
    const [ines, jon, kai] = [await user('Ines'), await user('Jon'), await user('Kai')];
    const [inesOwn, jonOwn] = [await workspaceOf(ines), await workspaceOf(jon)];
    // Kai has only Jon's workspace: their things move in beside Jon's.
    await before.query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, ?)', [
      jonOwn,
      kai,
      'editor',
    ]);
    for (const [owner, n] of [
      [ines, 1],
      [jon, 2],
    ]) {
      await before.query(
        `INSERT INTO api_keys (user_id, name, prefix, key_hash, scopes) VALUES (?, 'Sync', 'qrp_x', ?, 'qrcodes:read')`,
        [owner, String(n).repeat(64)],
      );
      await before.query(
        `INSERT INTO webhook_endpoints (user_id, url, events, secret_sealed, status, created_at)
         VALUES (?, 'https://hooks.example.com/', 'scan.created', 'sealed', 'active', 0)`,
        [owner],
      );
    }
    const design = JSON.stringify({ dots: { shape: 'square', color: '#000000' } });
    for (const [owner, name] of [
      [ines, 'Brand'],
      [jon, 'Brand'],
      [kai, 'BRAND'],
      [kai, 'Other'],
    ] as const) {
      await before.query(
        'INSERT INTO qr_templates (user_id, name, name_key, design, shared) VALUES (?, ?, ?, ?, ?)',
        [owner, name, name.toLowerCase(), design, false],
      );
    }
    const kaisBrand = Number(
      (
        await before.query<{ id: number }[]>(
          "SELECT id FROM qr_templates WHERE user_id = ? AND name_key = 'brand'",
          [kai],
        )
      )[0].id,
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = async (sql: string) =>
      (await after.query<Record<string, unknown>[]>(sql)).map((row) =>
        Object.values(row).map((v) => (typeof v === 'string' ? v : Number(v))),
      );
    expect(await rows('SELECT user_id, workspace_id FROM api_keys ORDER BY user_id')).toEqual([
      [ines, inesOwn],
      [jon, jonOwn],
    ]);
    expect(await rows('SELECT user_id, workspace_id FROM webhook_endpoints ORDER BY user_id')).toEqual([
      [ines, inesOwn],
      [jon, jonOwn],
    ]);
    expect(await rows('SELECT user_id, workspace_id, name, name_key FROM qr_templates ORDER BY id')).toEqual([
      [ines, inesOwn, 'Brand', 'brand'],
      [jon, jonOwn, 'Brand', 'brand'],
      [kai, jonOwn, `BRAND (${kaisBrand})`, `brand (${kaisBrand})`],
      [kai, jonOwn, 'Other', 'other'],
    ]);
    await after.destroy();
  });

  it("moves each subscription into its payer's own workspace, and keeps every workspace's plan", async () => {
    const index = steps.indexOf('WorkspaceBilling');
    const before = await steps.open(index);
    const insertId = async (sql: string, params: unknown[], table: string) => {
      await before.query(sql, params);
      return Number((await before.query<{ id: number }[]>(`SELECT MAX(id) AS id FROM ${table}`))[0].id);
    };
    const plan = (name: string) =>
      insertId(
        `INSERT INTO plans (name, description, price, currency, billing_interval, qr_code_limit, scan_limit, trial_period_days, status, is_featured, feature_analytics, feature_custom_logos)
         VALUES (?, '', 9, 'EUR', 'month', 9, 0, 0, 'active', 0, 1, 0)`,
        [name],
        'plans',
      );
    const [gold, given] = [await plan('Gold before workspaces'), await plan('Given to a team')];
    const user = (name: string, planId: number | null) =>
      insertId(
        `INSERT INTO users (name, email, password_hash, role, token_version, subscription_plan_id) VALUES (?, ?, 'x', 'user', 0, ?)`,
        [name, `${name.toLowerCase()}.billing@example.com`, planId],
        'users',
      );
    const [payer, free] = [await user('Payer', gold), await user('Freeloader', null)];
    const workspaceOf = async (maker: number, planId: number | null = null) => {
      const id = await insertId(
        'INSERT INTO workspaces (name, created_by, plan_id) VALUES (?, ?, ?)',
        [`Of ${maker}`, maker, planId],
        'workspaces',
      );
      await before.query('INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, ?)', [
        id,
        maker,
        'owner',
      ]);
      return id;
    };
    // The payer's own, a team they made later, a team given a plan of its own, and another's.
    const [own, team, teamGiven, freeOwn] = [
      await workspaceOf(payer),
      await workspaceOf(payer),
      await workspaceOf(payer, given),
      await workspaceOf(free),
    ];
    const subscription = await insertId(
      `INSERT INTO subscriptions (user_id, plan_id, plan_name, gateway, status, amount, currency, billing_interval, created_at, updated_at)
       VALUES (?, ?, 'Gold before workspaces', 'manual', 'active', 9, 'EUR', 'month', '2026-11-01 09:00:00', '2026-11-01 09:00:00')`,
      [payer, gold],
      'subscriptions',
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const [moved] = await after.query<{ workspace_id: number | string }[]>(
      'SELECT workspace_id FROM subscriptions WHERE id = ?',
      [subscription],
    );
    expect(Number(moved.workspace_id)).toBe(own);
    const plans = await after.query<{ id: number | string; plan_id: number | string | null }[]>(
      `SELECT id, plan_id FROM workspaces WHERE id IN (?, ?, ?, ?) ORDER BY id`,
      [own, team, teamGiven, freeOwn],
    );
    expect(plans.map((w) => [Number(w.id), w.plan_id === null ? null : Number(w.plan_id)])).toEqual([
      [own, gold],
      [team, gold],
      [teamGiven, given],
      [freeOwn, null],
    ]);
    await after.destroy();
  });
});
