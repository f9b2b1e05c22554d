import { WORKSPACE_NAME_MAX_LENGTH, type WorkspaceDto } from '@qrpanel/contracts';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

describe('workspaces', () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    rootToken = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
  });
  afterAll(() => t.close());

  const mine = async (token: string): Promise<WorkspaceDto[]> =>
    (await t.http().get('/api/workspaces').set(bearer(token)).expect(200)).body as WorkspaceDto[];

  it('gives every new account its personal workspace, which it owns alone', async () => {
    const ana = await registerUser(t, 'Ana Núñez');
    const [workspace, ...others] = await mine(ana.token);
    expect(others).toEqual([]);
    expect(workspace).toEqual({
      id: expect.any(Number),
      name: "Ana Núñez's workspace",
      role: 'owner',
      members: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(workspace.created_at) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('shortens a long name to fit the 64 characters of a workspace name', async () => {
    const long = 'Ж'.repeat(100);
    const user = await registerUser(t, long);
    const [workspace] = await mine(user.token);
    expect(workspace.name).toBe(`${'Ж'.repeat(WORKSPACE_NAME_MAX_LENGTH - 12)}'s workspace`);
    expect([...workspace.name]).toHaveLength(WORKSPACE_NAME_MAX_LENGTH);
  });

  it('shows each person only their own workspaces, and a stranger nothing', async () => {
    const [a, b] = [await registerUser(t, 'First'), await registerUser(t, 'Second')];
    const [first] = await mine(a.token);
    const [second] = await mine(b.token);
    expect(first.id).not.toBe(second.id);
    expect(second.name).toBe("Second's workspace");
    await t.http().get('/api/workspaces').expect(401);
    const admin = (await mine(rootToken)).map((w) => w.name);
    expect(admin).toEqual(["Super Admin's workspace"]);
  });

  it('makes an account made by an administrator its workspace too, and takes it away with the account', async () => {
    const made = await t
      .http()
      .post('/api/auth/users')
      .set(bearer(rootToken))
      .send({ name: 'Made', email: 'made.workspace@example.com', password: 'correct-horse-battery' })
      .expect(201);
    const token = await login(t, 'made.workspace@example.com', 'correct-horse-battery');
    const [workspace] = await mine(token);
    expect(workspace).toMatchObject({ name: "Made's workspace", role: 'owner', members: 1 });
    await t.http().delete(`/api/auth/users/${made.body.id}`).set(bearer(rootToken)).expect(204);
    // The address is free again, and the account made with it starts with a workspace of its own.
    await t
      .http()
      .post('/api/auth/users')
      .set(bearer(rootToken))
      .send({ name: 'Again', email: 'made.workspace@example.com', password: 'correct-horse-battery' })
      .expect(201);
    const again = await mine(await login(t, 'made.workspace@example.com', 'correct-horse-battery'));
    expect(again.map((w) => [w.name, w.role])).toEqual([["Again's workspace", 'owner']]);
    expect(again[0].id).not.toBe(workspace.id);
  });
});
