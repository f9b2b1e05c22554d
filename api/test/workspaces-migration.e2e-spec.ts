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
});
