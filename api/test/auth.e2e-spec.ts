import { MESSAGES, type AuthResponse, type UserDto } from '@qrpanel/contracts';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

describe('accounts', () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    rootToken = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
  });
  afterAll(() => t.close());

  describe('register and login', () => {
    it('registers a user and answers a token with the user', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ name: '  Grace Hopper ', email: 'Grace@Example.COM', password: 'cobol-1959!' })
        .expect(201);
      const body = res.body as AuthResponse;
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        role: 'user',
        plan_name: 'Free Trial',
        subscription_plan_id: null,
      });
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(new Date(body.user.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ name: 'Other', email: 'GRACE@example.com', password: 'another-password' })
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: MESSAGES.emailTaken, error: 'Conflict' });
    });

    it('logs in with the email in any case and answers { token, user }', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'grace@EXAMPLE.com', password: 'cobol-1959!' })
        .expect(200);
      expect((res.body as AuthResponse).user.email).toBe('grace@example.com');
      const me = await t
        .http()
        .get('/api/auth/me')
        .set(bearer((res.body as AuthResponse).token))
        .expect(200);
      expect((me.body as UserDto).name).toBe('Grace Hopper');
    });

    it.each([
      ['a wrong password', { email: 'grace@example.com', password: 'wrong-password' }],
      ['an unknown email', { email: 'nobody@example.com', password: 'cobol-1959!' }],
    ])('answers 401 with the same text for %s', async (_case, body) => {
      const res = await t.http().post('/api/auth/login').send(body).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: MESSAGES.invalidCredentials,
        error: 'Unauthorized',
      });
    });

    it('answers 400 with a message per field for a bad body', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ name: '', email: 'not-an-email', password: 'short' })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.fields).toEqual({
        name: ['name should not be empty'],
        email: ['email must be a valid email address'],
        password: ['password must be between 8 and 128 characters'],
      });
      expect(res.body.message).toEqual(expect.arrayContaining(['email must be a valid email address']));
    });

    it('refuses unknown fields, such as a role smuggled into register', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ name: 'Mallory', email: 'mallory@example.com', password: 'password123', role: 'super_admin' })
        .expect(400);
      expect(res.body.message).toEqual(['property role should not exist']);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .send('{"email": ')
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
    });
  });

  describe('the current user', () => {
    it('needs a token', async () => {
      const res = await t.http().get('/api/auth/me').expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('refuses a forged token', async () => {
      const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInJvbGUiOiJzdXBlcl9hZG1pbiIsInR2IjowfQ.bad';
      await t.http().get('/api/auth/me').set(bearer(forged)).expect(401);
    });

    it('updates the profile and refuses an email taken by another account', async () => {
      const a = await registerUser(t, 'Alan');
      const b = await registerUser(t, 'Barbara');
      const res = await t
        .http()
        .put('/api/auth/profile')
        .set(bearer(a.token))
        .send({ name: 'Alan Turing', email: 'Alan.Turing@example.com' })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Alan Turing', email: 'alan.turing@example.com' });
      const taken = await t
        .http()
        .put('/api/auth/profile')
        .set(bearer(a.token))
        .send({ name: 'Alan', email: b.user.email })
        .expect(409);
      expect(taken.body.message).toBe(MESSAGES.emailTaken);
      const me = await t.http().get('/api/auth/me').set(bearer(a.token)).expect(200);
      expect(me.body.email).toBe('alan.turing@example.com');
    });

    it('keeps the colour scheme with the profile, auto until chosen, and refuses an unknown one', async () => {
      const u = await registerUser(t, 'Dora');
      expect(u.user.color_scheme).toBe('auto');
      const profile = { name: 'Dora', email: u.user.email };
      const dark = await t
        .http()
        .put('/api/auth/profile')
        .set(bearer(u.token))
        .send({ ...profile, color_scheme: 'dark' })
        .expect(200);
      expect(dark.body.color_scheme).toBe('dark');
      // A profile saved without it (the account form) leaves it as it is.
      await t.http().put('/api/auth/profile').set(bearer(u.token)).send(profile).expect(200);
      for (const bad of ['sepia', 'DARK', '', 1, { dark: true }, ['dark']]) {
        const res = await t
          .http()
          .put('/api/auth/profile')
          .set(bearer(u.token))
          .send({ ...profile, color_scheme: bad })
          .expect(400);
        expect(res.body.fields).toEqual({ color_scheme: ['color_scheme must be one of: light, dark, auto'] });
      }
      const me = await t.http().get('/api/auth/me').set(bearer(u.token)).expect(200);
      expect(me.body.color_scheme).toBe('dark');
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ email: u.user.email, password: u.password });
      expect(login.body.user.color_scheme).toBe('dark');
    });

    it('changes the password: the old token then answers 401 and only the new password logs in', async () => {
      const u = await registerUser(t);
      const wrong = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(u.token))
        .send({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-password' })
        .expect(400);
      expect(wrong.body.message).toBe(MESSAGES.currentPasswordWrong);
      await t.http().get('/api/auth/me').set(bearer(u.token)).expect(200);

      await t
        .http()
        .put('/api/auth/password')
        .set(bearer(u.token))
        .send({ currentPassword: u.password, newPassword: 'brand-new-password' })
        .expect(200);
      await t.http().get('/api/auth/me').set(bearer(u.token)).expect(401);
      await t.http().post('/api/auth/login').send({ email: u.user.email, password: u.password }).expect(401);
      const token = await login(t, u.user.email, 'brand-new-password');
      await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
    });

    it('refuses a new password shorter than 8 characters', async () => {
      const u = await registerUser(t);
      const res = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(u.token))
        .send({ currentPassword: u.password, newPassword: 'short' })
        .expect(400);
      expect(res.body.fields).toEqual({ newPassword: ['newPassword must be between 8 and 128 characters'] });
    });
  });

  describe('user management', () => {
    it.each([
      ['GET', '/api/auth/users'],
      ['POST', '/api/auth/users'],
      ['PUT', '/api/auth/users/1/role'],
      ['DELETE', '/api/auth/users/1'],
    ])('answers 403 to a user calling %s %s', async (method, path) => {
      const u = await registerUser(t);
      const agent = t.http();
      const call = { GET: () => agent.get(path), POST: () => agent.post(path), PUT: () => agent.put(path) };
      const res = await (call[method as keyof typeof call] ?? (() => agent.delete(path)))()
        .set(bearer(u.token))
        .send({ name: 'X', email: 'x@example.com', password: 'password123', role: 'admin' })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: MESSAGES.onlySuperAdmins, error: 'Forbidden' });
    });

    it('lists users for the super_admin, with their plan', async () => {
      const u = await registerUser(t, 'Listed User');
      const res = await t.http().get('/api/auth/users').set(bearer(rootToken)).expect(200);
      const users = res.body as UserDto[];
      expect(users.find((x) => x.id === u.user.id)).toMatchObject({
        name: 'Listed User',
        plan_name: 'Free Trial',
      });
      expect(users.find((x) => x.email === SUPER_ADMIN.email)?.role).toBe('super_admin');
    });

    it('creates a user who can then log in, and validates the modal fields', async () => {
      const created = await t
        .http()
        .post('/api/auth/users')
        .set(bearer(rootToken))
        .send({ name: 'Created', email: 'created@example.com', password: 'created-password' })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Created', role: 'user' });
      await login(t, 'created@example.com', 'created-password');
      const bad = await t
        .http()
        .post('/api/auth/users')
        .set(bearer(rootToken))
        .send({ name: 'No email' })
        .expect(400);
      expect(Object.keys(bad.body.fields as object).sort()).toEqual(['email', 'password']);
    });

    it('changes a role: the user’s older token then answers 401, a new login carries the role', async () => {
      const u = await registerUser(t);
      const res = await t
        .http()
        .put(`/api/auth/users/${u.user.id}/role`)
        .set(bearer(rootToken))
        .send({ role: 'admin' })
        .expect(200);
      expect(res.body.role).toBe('admin');
      await t.http().get('/api/auth/me').set(bearer(u.token)).expect(401);
      const token = await login(t, u.user.email, u.password);
      const me = await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.role).toBe('admin');
      // an admin is still not a super_admin
      await t.http().get('/api/auth/users').set(bearer(token)).expect(403);
    });

    it('refuses an unknown role', async () => {
      const u = await registerUser(t);
      const res = await t
        .http()
        .put(`/api/auth/users/${u.user.id}/role`)
        .set(bearer(rootToken))
        .send({ role: 'owner' })
        .expect(400);
      expect(res.body.fields).toEqual({ role: ['role must be one of: super_admin, admin, user'] });
    });

    it('deletes a user: their token answers 401 and they vanish from the list', async () => {
      const u = await registerUser(t);
      await t.http().delete(`/api/auth/users/${u.user.id}`).set(bearer(rootToken)).expect(204);
      await t.http().get('/api/auth/me').set(bearer(u.token)).expect(401);
      const list = await t.http().get('/api/auth/users').set(bearer(rootToken)).expect(200);
      expect((list.body as UserDto[]).some((x) => x.id === u.user.id)).toBe(false);
      const again = await t.http().delete(`/api/auth/users/${u.user.id}`).set(bearer(rootToken)).expect(404);
      expect(again.body.message).toBe(MESSAGES.userNotFound);
    });

    it('protects the last super_admin from demotion and deletion, and nobody deletes themselves', async () => {
      const me = await t.http().get('/api/auth/me').set(bearer(rootToken)).expect(200);
      const demote = await t
        .http()
        .put(`/api/auth/users/${me.body.id}/role`)
        .set(bearer(rootToken))
        .send({ role: 'user' })
        .expect(400);
      expect(demote.body.message).toBe(MESSAGES.lastSuperAdmin);
      const self = await t.http().delete(`/api/auth/users/${me.body.id}`).set(bearer(rootToken)).expect(400);
      expect(self.body.message).toBe(MESSAGES.cannotDeleteSelf);

      // With a second super_admin, the first may be demoted by the second.
      const second = await registerUser(t, 'Second Root');
      await t
        .http()
        .put(`/api/auth/users/${second.user.id}/role`)
        .set(bearer(rootToken))
        .send({ role: 'super_admin' })
        .expect(200);
      const secondToken = await login(t, second.user.email, second.password);
      await t
        .http()
        .put(`/api/auth/users/${me.body.id}/role`)
        .set(bearer(secondToken))
        .send({ role: 'admin' })
        .expect(200);
      // Now the second is the last one.
      const last = await t
        .http()
        .put(`/api/auth/users/${second.user.id}/role`)
        .set(bearer(secondToken))
        .send({ role: 'user' })
        .expect(400);
      expect(last.body.message).toBe(MESSAGES.lastSuperAdmin);
      rootToken = secondToken;
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await t.http().delete('/api/auth/users/abc').set(bearer(rootToken)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });
});
