import { MESSAGES, type UserDto } from '@qrpanel/contracts';
import { rootToken } from './support/admin';
import { bearer, login, registerUser, startTestApp, type TestApp } from './support/test-app';

interface SignedIn {
  id: number;
  token: string;
}

/** Two super_admins acting on each other at the same moment: one of them must remain. */
describe('the last super_admin under concurrent changes', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
  });
  afterAll(() => t.close());

  /** A new super_admin, signed in; the seeded root promotes them. */
  async function newSuperAdmin(name: string): Promise<SignedIn> {
    const u = await registerUser(t, name);
    await t
      .http()
      .put(`/api/auth/users/${u.user.id}/role`)
      .set(bearer(root))
      .send({ role: 'super_admin' })
      .expect(200);
    return { id: u.user.id, token: await login(t, u.user.email, u.password) };
  }

  /** Leaves exactly two super_admins, a and b: the seeded root (and any other) is demoted. */
  async function onlyTwoSuperAdmins(round: number) {
    const a = await newSuperAdmin(`Root A${round}`);
    const b = await newSuperAdmin(`Root B${round}`);
    for (const other of await superAdmins()) {
      if (other.id === a.id || other.id === b.id) continue;
      await t
        .http()
        .put(`/api/auth/users/${other.id}/role`)
        .set(bearer(a.token))
        .send({ role: 'admin' })
        .expect(200);
    }
    root = a.token;
    return { a, b };
  }

  async function superAdmins(): Promise<UserDto[]> {
    const res = await t.http().get('/api/auth/users').set(bearer(root)).expect(200);
    return (res.body as UserDto[]).filter((u) => u.role === 'super_admin');
  }

  /** The super_admins left after a race, read with whichever of the two tokens still works. */
  async function superAdminsLeft(a: SignedIn, b: SignedIn): Promise<UserDto[]> {
    const [res] = (
      await Promise.all([a, b].map((s) => t.http().get('/api/auth/users').set(bearer(s.token))))
    ).filter((r) => r.status === 200);
    if (!res) throw new Error('neither super_admin can list users any more');
    const left = (res.body as UserDto[]).filter((u) => u.role === 'super_admin');
    if (left.length > 0) root = left[0].id === a.id ? a.token : b.token;
    return left;
  }

  /** The loser answers 400 (last super_admin) or, when the winner was quicker, 401 (its token went). */
  function expectOneWinner(statuses: number[], winner: number): void {
    expect(statuses.filter((s) => s === winner)).toHaveLength(1);
    expect([400, 401]).toContain(statuses.find((s) => s !== winner));
  }

  it('lets only one of two super_admins demote the other when both try at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b } = await onlyTwoSuperAdmins(round);
      const demote = (actor: string, id: number) =>
        t.http().put(`/api/auth/users/${id}/role`).set(bearer(actor)).send({ role: 'user' });
      const answers = await Promise.all([demote(a.token, b.id), demote(b.token, a.id)]);
      expectOneWinner(
        answers.map((r) => r.status),
        200,
      );
      const refused = answers.find((r) => r.status === 400);
      if (refused)
        expect(refused.body).toEqual({
          statusCode: 400,
          message: MESSAGES.lastSuperAdmin,
          error: 'Bad Request',
        });
      expect(await superAdminsLeft(a, b)).toHaveLength(1);
    }
  });

  it('lets only one of two super_admins delete the other when both try at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b } = await onlyTwoSuperAdmins(round);
      const remove = (actor: string, id: number) =>
        t.http().delete(`/api/auth/users/${id}`).set(bearer(actor));
      const answers = await Promise.all([remove(a.token, b.id), remove(b.token, a.id)]);
      expectOneWinner(
        answers.map((r) => r.status),
        204,
      );
      expect(await superAdminsLeft(a, b)).toHaveLength(1);
    }
  });

  it('keeps one super_admin when one demotes while the other deletes', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b } = await onlyTwoSuperAdmins(round);
      const answers = await Promise.all([
        t.http().put(`/api/auth/users/${b.id}/role`).set(bearer(a.token)).send({ role: 'admin' }),
        t.http().delete(`/api/auth/users/${a.id}`).set(bearer(b.token)),
      ]);
      expect(answers.filter((r) => r.status === 200 || r.status === 204)).toHaveLength(1);
      expect([400, 401]).toContain(answers.find((r) => r.status !== 200 && r.status !== 204)?.status);
      expect(await superAdminsLeft(a, b)).toHaveLength(1);
    }
  });
});
