import {
  FIELD_MESSAGES,
  MESSAGES,
  QR_MESSAGES,
  WORKSPACE_MESSAGES as M,
  WORKSPACE_NAME_MAX_LENGTH,
  type CreatedInvitationDto,
  type Page,
  type QrCodeDto,
  type WorkspaceDto,
  type WorkspaceMemberDto,
  type WorkspaceOverviewDto,
  type WorkspaceRole,
} from '@qrpanel/contracts';
import { adminToken, rootToken, saveSettings, useSmtp } from './support/admin';
import { createPlan } from './support/billing';
import { createQrCode } from './support/qrcodes';
import { startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, login, registerUser, startTestApp, type TestApp } from './support/test-app';
import {
  callersOf as callersWith,
  invite as inviteTo,
  inWorkspace,
  joined as joinedTo,
  personalWorkspaceId,
  team as teamOf,
  tokenOf,
} from './support/workspaces';

describe('workspaces', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let root: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp();
    root = await rootToken(t);
    await useSmtp(t, root, smtp.port);
    // Teams of any size and codes without number on the Free Trial here; the tests of
    // limits set their own.
    await saveSettings(t, root, { free_trial_member_limit: 0, free_trial_qr_code_limit: 0 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mine = async (token: string): Promise<WorkspaceDto[]> =>
    (await t.http().get('/api/workspaces').set(bearer(token)).expect(200)).body as WorkspaceDto[];
  const members = async (token: string, id: number): Promise<[string, WorkspaceRole][]> =>
    (
      (await t.http().get(`/api/workspaces/${id}/members`).set(bearer(token)).expect(200))
        .body as WorkspaceMemberDto[]
    ).map((m) => [m.name, m.role]);
  const invite = (token: string, id: number, email: string, role: WorkspaceRole) =>
    inviteTo(t, token, id, email, role);
  const accept = (token: string, invitationToken: string) =>
    t.http().post(`/api/invitations/${invitationToken}/accept`).set(bearer(token));

  /** A plan's body, unlimited unless changed. */
  const planBody = (name: string) => ({
    name: `${name} plan`,
    price: 5,
    currency: 'USD',
    qr_code_limit: 0,
    scan_limit: 0,
    trial_period_days: 0,
  });

  const joined = (ownerToken: string, id: number, role: WorkspaceRole, name?: string) =>
    joinedTo(t, ownerToken, id, role, name);
  const team = (name: string) => teamOf(t, name);
  const callersOf = (name: string) => callersWith(t, root, name);

  describe('personal workspaces', () => {
    it('gives every new account its personal workspace, which it owns alone', async () => {
      const ana = await registerUser(t, 'Ana Núñez');
      const [workspace, ...others] = await mine(ana.token);
      expect(others).toEqual([]);
      expect(workspace).toEqual({
        id: expect.any(Number),
        name: "Ana Núñez's workspace",
        role: 'owner',
        members: 1,
        plan_id: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        current: true,
        // Its analytics follow the person's profile zone until someone gives it its own.
        time_zone: null,
        analytics_time_zone: 'UTC',
        require_2fa: false,
      });
      expect(Math.abs(Date.parse(workspace.created_at) - Date.now())).toBeLessThan(10 * 60_000);
    });

    it('shortens a long name to fit the 64 characters of a workspace name', async () => {
      const user = await registerUser(t, 'Ж'.repeat(100));
      const [workspace] = await mine(user.token);
      expect(workspace.name).toBe(`${'Ж'.repeat(WORKSPACE_NAME_MAX_LENGTH - 12)}'s workspace`);
    });

    it('makes one for an account an administrator makes, and a new one when the address is used again', async () => {
      const body = { name: 'Made', email: 'made.workspace@example.com', password: 'correct-horse-battery' };
      const made = await t.http().post('/api/auth/users').set(bearer(root)).send(body).expect(201);
      const [workspace] = await mine(await login(t, body.email, body.password));
      expect(workspace).toMatchObject({ name: "Made's workspace", role: 'owner', members: 1 });
      await t.http().delete(`/api/auth/users/${made.body.id}`).set(bearer(root)).expect(204);
      await t
        .http()
        .post('/api/auth/users')
        .set(bearer(root))
        .send({ ...body, name: 'Again' })
        .expect(201);
      const again = await mine(await login(t, body.email, body.password));
      expect(again.map((w) => [w.name, w.role])).toEqual([["Again's workspace", 'owner']]);
    });
  });

  describe('a workspace of its own', () => {
    it('is made with a name, its maker its owner, and renamed by owners and admins', async () => {
      const { id, owner, admin, editor } = await team('Marketing');
      const [, made] = await mine(owner.token);
      expect(made).toMatchObject({ id, name: 'Marketing', role: 'owner', members: 4 });
      const renamed = await t
        .http()
        .patch(`/api/workspaces/${id}`)
        .set(bearer(admin.token))
        .send({ name: ' Sales ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id, name: 'Sales', role: 'admin' });
      const refused = await t
        .http()
        .patch(`/api/workspaces/${id}`)
        .set(bearer(editor.token))
        .send({ name: 'Mine' });
      expect([refused.status, refused.body.message]).toEqual([403, M.forbidden]);
      expect(
        (await t.http().get(`/api/workspaces/${id}`).set(bearer(editor.token)).expect(200)).body.name,
      ).toBe('Sales');
    });

    it.each([
      ['empty', '', M.nameRequired],
      ['blank', '   ', M.nameRequired],
      ['too long', 'x'.repeat(WORKSPACE_NAME_MAX_LENGTH + 1), M.nameTooLong],
      [
        'with a control character',
        'Team\u0000',
        FIELD_MESSAGES.controlCharacters.replace('$property', 'name'),
      ],
    ])('refuses a name %s with 400, making nothing', async (_case, name, message) => {
      const user = await registerUser(t);
      const res = await t.http().post('/api/workspaces').set(bearer(user.token)).send({ name });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([message]);
      expect(await mine(user.token)).toHaveLength(1);
    });

    it('lets a person own 3 Free Trial workspaces, their own included, and one more per workspace on a plan', async () => {
      const user = await registerUser(t, 'Many teams');
      const make = (name: string, token = user.token) =>
        t.http().post('/api/workspaces').set(bearer(token)).send({ name });
      // Two at once for the last place: the memberships are locked, one gets it.
      await make('First').expect(201);
      const raced = await Promise.all([make('Second'), make('Third')]);
      expect(raced.map((res) => res.status).sort()).toEqual([201, 403]);
      const refused = raced.find((res) => res.status === 403)!;
      expect(refused.body.message).toBe(M.freeTrialWorkspaces);
      expect(await mine(user.token)).toHaveLength(3);
      // A workspace on a plan of its own is no Free Trial's: a place comes free.
      const plan = await createPlan(t, root, planBody('Team'));
      const [, first] = await mine(user.token);
      await t
        .http()
        .put(`/api/workspaces/${first.id}/plan`)
        .set(bearer(root))
        .send({ planId: plan.id })
        .expect(204);
      await make('Fourth').expect(201);
      expect((await make('Fifth').expect(403)).body.message).toBe(M.freeTrialWorkspaces);
      // Platform administrators run the installation: no such limit.
      const admin = await adminToken(t, root);
      for (const name of ['A', 'B', 'C', 'D']) await make(name, admin).expect(201);
    });

    it('makes at most 10 workspaces an hour for one person, whatever their plans (429)', async () => {
      const admin = await adminToken(t, root);
      const answers = [];
      for (let i = 0; i < 11; i += 1)
        answers.push(
          await t
            .http()
            .post('/api/workspaces')
            .set(bearer(admin))
            .send({ name: `Loop ${i}` }),
        );
      expect(answers.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(201));
      expect([answers[10].status, answers[10].body.message]).toEqual([429, M.madeTooOften]);
      expect(Number(answers[10].headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('invitations', () => {
    it('mails a link; the invitee signs up with that address and joins with the role', async () => {
      const owner = await registerUser(t, 'Olga Owner');
      const [workspace] = await mine(owner.token);
      const email = `colleague.${Date.now()}@example.com`;
      const before = smtp.mails.length;
      const res = await invite(owner.token, workspace.id, email.toUpperCase(), 'editor').expect(201);
      const created = res.body as CreatedInvitationDto;
      expect(created).toMatchObject({ email, role: 'editor', status: 'pending', invited_by: 'Olga Owner' });
      expect(created.link).toMatch(new RegExp(`^${t.config.publicUrl}/invite/[A-Za-z0-9_-]{43}$`));
      const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email));
      expect(mail.subject).toBe(`Olga Owner invited you to Olga Owner's workspace on QR Panel`);
      expect(mail.text).toContain(created.link);
      expect(mail.text).toContain('as an editor');

      const token = tokenOf(created);
      const preview = await t.http().get(`/api/invitations/${token}`).expect(200);
      expect(preview.body).toEqual({
        workspace_name: "Olga Owner's workspace",
        inviter_name: 'Olga Owner',
        email,
        role: 'editor',
        status: 'pending',
      });
      const colleague = await t
        .http()
        .post('/api/auth/register')
        .send({ name: 'Carl Colleague', email, password: 'correct-horse-battery' })
        .expect(201);
      const joinedRes = await accept(colleague.body.token, token).expect(200);
      expect(joinedRes.body).toMatchObject({ id: workspace.id, role: 'editor', members: 2 });
      expect(await members(owner.token, workspace.id)).toEqual([
        ['Olga Owner', 'owner'],
        ['Carl Colleague', 'editor'],
      ]);
      expect((await t.http().get(`/api/invitations/${token}`).expect(200)).body.status).toBe('accepted');
      const again = await accept(colleague.body.token, token);
      expect([again.status, again.body.message]).toEqual([409, M.invitationAccepted]);
    });

    it('makes an account from the link and joins, while registration is closed to everyone else', async () => {
      const owner = await registerUser(t, 'Closed shop');
      const [workspace] = await mine(owner.token);
      const email = `newcomer.${Date.now()}@example.com`;
      const sent = await invite(owner.token, workspace.id, email, 'viewer').expect(201);
      const link = tokenOf(sent.body as CreatedInvitationDto);
      await saveSettings(t, root, { allow_registration: false });
      try {
        const open = await t
          .http()
          .post('/api/auth/register')
          .send({
            name: 'Someone',
            email: `walk-in.${Date.now()}@example.com`,
            password: 'correct-horse-battery',
          });
        expect([open.status, open.body.message]).toEqual([403, MESSAGES.registrationDisabled]);

        // Nothing else of the body reaches the account.
        const withRole = await t
          .http()
          .post(`/api/invitations/${link}/register`)
          .send({ name: 'Nina Newcomer', password: 'correct-horse-battery', role: 'super_admin' });
        expect(withRole.status).toBe(400);
        const res = await t
          .http()
          .post(`/api/invitations/${link}/register`)
          .send({ name: 'Nina Newcomer', password: 'correct-horse-battery' })
          .expect(201);
        expect(res.body.user).toMatchObject({ name: 'Nina Newcomer', email, role: 'user' });
        expect(res.body.workspace).toMatchObject({ id: workspace.id, role: 'viewer', members: 2 });
        expect((await mine(res.body.token as string)).map((w) => [w.name, w.role])).toEqual([
          ["Closed shop's workspace", 'viewer'],
          ["Nina Newcomer's workspace", 'owner'],
        ]);
        await login(t, email, 'correct-horse-battery');
        // Once used, the link makes no second account.
        const again = await t
          .http()
          .post(`/api/invitations/${link}/register`)
          .send({ name: 'Nina Again', password: 'correct-horse-battery' });
        expect([again.status, again.body.message]).toEqual([409, M.invitationAccepted]);
      } finally {
        await saveSettings(t, root, { allow_registration: true });
      }
    });

    it('makes no account for an address that has one, a bad body or an unknown link', async () => {
      const owner = await registerUser(t, 'Careful owner');
      const [workspace] = await mine(owner.token);
      const known = await registerUser(t, 'Known person');
      const sent = await invite(owner.token, workspace.id, known.user.email, 'editor').expect(201);
      const link = tokenOf(sent.body as CreatedInvitationDto);
      const taken = await t
        .http()
        .post(`/api/invitations/${link}/register`)
        .send({ name: 'Known again', password: 'correct-horse-battery' });
      expect([taken.status, taken.body.message]).toEqual([409, MESSAGES.emailTaken]);
      const bad = await t.http().post(`/api/invitations/${link}/register`).send({ name: '', password: 'x' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields as object).sort()).toEqual(['name', 'password']);
      const unknown = await t
        .http()
        .post('/api/invitations/not-a-real-token/register')
        .send({ name: 'Nobody', password: 'correct-horse-battery' });
      expect([unknown.status, unknown.body.message]).toEqual([404, M.invitationNotFound]);
      // The invitation is still there to accept, signed in.
      await accept(known.token, link).expect(200);
      expect(await members(owner.token, workspace.id)).toEqual([
        ['Careful owner', 'owner'],
        ['Known person', 'editor'],
      ]);
    });

    it('works only for the address it was sent to, once, and not once withdrawn', async () => {
      const owner = await registerUser(t);
      const [workspace] = await mine(owner.token);
      const invitee = await registerUser(t, 'Invitee');
      const stranger = await registerUser(t, 'Stranger');
      const res = await invite(owner.token, workspace.id, invitee.user.email, 'viewer').expect(201);
      const token = tokenOf(res.body as CreatedInvitationDto);
      const wrong = await accept(stranger.token, token);
      expect([wrong.status, wrong.body.message]).toEqual([403, M.invitationOtherEmail]);
      await t.http().post(`/api/invitations/${token}/accept`).expect(401);

      await t
        .http()
        .delete(`/api/workspaces/${workspace.id}/invitations/${res.body.id}`)
        .set(bearer(owner.token))
        .expect(204);
      const revoked = await accept(invitee.token, token);
      expect([revoked.status, revoked.body.message]).toEqual([410, M.invitationRevoked]);
      expect((await t.http().get(`/api/invitations/${token}`).expect(200)).body.status).toBe('revoked');
      expect(await mine(invitee.token)).toHaveLength(1);
      await t.http().get('/api/invitations/not-a-token').expect(404);
    });

    it('sends again with a new link, the old one no longer working', async () => {
      const owner = await registerUser(t);
      const [workspace] = await mine(owner.token);
      const invitee = await registerUser(t);
      const first = (await invite(owner.token, workspace.id, invitee.user.email, 'editor').expect(201))
        .body as CreatedInvitationDto;
      const resent = await t
        .http()
        .post(`/api/workspaces/${workspace.id}/invitations/${first.id}/resend`)
        .set(bearer(owner.token))
        .expect(200);
      expect(resent.body.link).not.toBe(first.link);
      await t
        .http()
        .get(`/api/invitations/${tokenOf(first)}`)
        .expect(404);
      await accept(invitee.token, tokenOf(resent.body as CreatedInvitationDto)).expect(200);
      const listed = await t
        .http()
        .get(`/api/workspaces/${workspace.id}/invitations`)
        .set(bearer(owner.token))
        .expect(200);
      expect(listed.body.map((i: { status: string }) => i.status)).toEqual(['accepted']);
    });

    it('lets exactly one of two acceptances at once in', async () => {
      const owner = await registerUser(t);
      const [workspace] = await mine(owner.token);
      const invitee = await registerUser(t);
      const created = (await invite(owner.token, workspace.id, invitee.user.email, 'viewer').expect(201))
        .body as CreatedInvitationDto;
      const answers = await Promise.all([
        accept(invitee.token, tokenOf(created)),
        accept(invitee.token, tokenOf(created)),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await members(owner.token, workspace.id)).toHaveLength(2);
    });

    it.each([
      ['a member', 'member', 'editor', 409, M.alreadyMember],
      ['a pending invitee', 'pending', 'editor', 409, M.alreadyInvited],
      ['an unknown role', 'new', 'boss', 400, 'role must be one of: owner, admin, editor, viewer'],
      ['a malformed address', 'malformed', 'editor', 400, FIELD_MESSAGES.emailInvalid],
    ])('refuses inviting %s, inviting no one', async (_case, who, role, status, message) => {
      const owner = await registerUser(t);
      const [workspace] = await mine(owner.token);
      const member = await joined(owner.token, workspace.id, 'viewer');
      const pending = `pending.${Date.now()}@example.com`;
      await invite(owner.token, workspace.id, pending, 'viewer').expect(201);
      const email = {
        member: member.user.email,
        pending,
        new: `new.${Date.now()}@example.com`,
        malformed: 'not-an-email',
      }[who]!;
      const res = await invite(owner.token, workspace.id, email, role as WorkspaceRole);
      expect(res.status).toBe(status);
      expect([res.body.message].flat()).toEqual([message]);
      const listed = await t
        .http()
        .get(`/api/workspaces/${workspace.id}/invitations`)
        .set(bearer(owner.token))
        .expect(200);
      expect(listed.body).toHaveLength(2);
    });

    it('sends at most twenty invitation mails an hour from a workspace', async () => {
      const owner = await registerUser(t);
      const [workspace] = await mine(owner.token);
      for (let i = 0; i < 20; i += 1)
        await invite(owner.token, workspace.id, `burst${i}.${Date.now()}@example.com`, 'viewer').expect(201);
      const refused = await invite(
        owner.token,
        workspace.id,
        `burst.last.${Date.now()}@example.com`,
        'viewer',
      );
      expect([refused.status, refused.body.message]).toEqual([429, M.invitationsLimited]);
      expect(refused.headers['retry-after']).toBe('3600');
      // Another workspace sends as before.
      const other = await registerUser(t);
      await invite(
        other.token,
        (await mine(other.token))[0].id,
        `other.${Date.now()}@example.com`,
        'viewer',
      ).expect(201);
    });
  });

  describe('seats', () => {
    /** A team owner on a plan of this many members; its workspace. */
    async function onPlan(memberLimit: number, name: string) {
      const plan = await createPlan(t, root, { ...planBody(name), member_limit: memberLimit });
      const owner = await registerUser(t, `${name} owner`);
      await t
        .http()
        .put(`/api/auth/users/${owner.user.id}/assign-plan`)
        .set(bearer(root))
        .send({ planId: plan.id })
        .expect(200);
      const [own] = await mine(owner.token);
      const limit = (n: number) =>
        t
          .http()
          .put(`/api/plans/${plan.id}`)
          .set(bearer(root))
          .send({ ...planBody(name), member_limit: n });
      return { owner, id: own.id, plan, limit };
    }
    it("counts members and pending invitations against the plan's member limit", async () => {
      const { owner, id } = await onPlan(2, 'Pair');
      const seats = async () =>
        (await t.http().get(`/api/workspaces/${id}/seats`).set(bearer(owner.token)).expect(200)).body as {
          taken: number;
          limit: number;
        };
      expect(await seats()).toEqual({ taken: 1, limit: 2 });
      const first = await invite(owner.token, id, 'first-seat@example.com', 'editor').expect(201);
      expect(await seats()).toEqual({ taken: 2, limit: 2 });
      const second = await invite(owner.token, id, 'second-seat@example.com', 'editor');
      expect([second.status, second.body.message]).toEqual([403, M.memberLimit]);
      // A withdrawn invitation gives its seat back.
      await t
        .http()
        .delete(`/api/workspaces/${id}/invitations/${(first.body as CreatedInvitationDto).id}`)
        .set(bearer(owner.token))
        .expect(204);
      await invite(owner.token, id, 'second-seat@example.com', 'editor').expect(201);
      expect(
        (await t.http().get(`/api/workspaces/${id}/invitations`).set(bearer(owner.token)).expect(200)).body
          .map((i: { email: string; status: string }) => [i.email, i.status])
          .sort(),
      ).toEqual([
        ['first-seat@example.com', 'revoked'],
        ['second-seat@example.com', 'pending'],
      ]);
    });

    it('refuses an acceptance past a limit lowered since the invitation, which stays pending', async () => {
      const { owner, id, limit } = await onPlan(0, 'Shrinking');
      const late = await registerUser(t, 'Late joiner');
      const sent = await invite(owner.token, id, late.user.email, 'viewer').expect(201);
      await limit(1).expect(200);
      const res = await accept(late.token, tokenOf(sent.body as CreatedInvitationDto));
      expect([res.status, res.body.message]).toEqual([403, M.memberLimit]);
      expect(await members(owner.token, id)).toEqual([['Shrinking owner', 'owner']]);
      await limit(2).expect(200);
      await accept(late.token, tokenOf(sent.body as CreatedInvitationDto)).expect(200);
      expect(await members(owner.token, id)).toHaveLength(2);
    });

    it('sends an invitation again only while its seat fits the plan', async () => {
      const { owner, id, limit } = await onPlan(2, 'Resent');
      const sent = (await invite(owner.token, id, 'resent-seat@example.com', 'viewer').expect(201))
        .body as CreatedInvitationDto;
      const resend = () =>
        t.http().post(`/api/workspaces/${id}/invitations/${sent.id}/resend`).set(bearer(owner.token));
      // Its own seat is not counted twice.
      await resend().expect(200);
      await limit(1).expect(200);
      const res = await resend();
      expect([res.status, res.body.message]).toEqual([403, M.memberLimit]);
    });

    it('lets exactly one of two acceptances at once into the last seat', async () => {
      const { owner, id, limit } = await onPlan(3, 'Last seat');
      const [a, b] = [await registerUser(t, 'Seat A'), await registerUser(t, 'Seat B')];
      const links = [
        await invite(owner.token, id, a.user.email, 'editor').expect(201),
        await invite(owner.token, id, b.user.email, 'editor').expect(201),
      ].map((res) => tokenOf(res.body as CreatedInvitationDto));
      await limit(2).expect(200);
      const answers = await Promise.all([accept(a.token, links[0]), accept(b.token, links[1])]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(answers.find((r) => r.status === 403)?.body.message).toBe(M.memberLimit);
      expect(await members(owner.token, id)).toHaveLength(2);
    });

    it('holds the Free Trial to its setting, one person unless changed', async () => {
      const alone = await registerUser(t, 'Trial owner');
      const [own] = await mine(alone.token);
      await saveSettings(t, root, { free_trial_member_limit: 1 });
      try {
        const res = await invite(alone.token, own.id, 'trial-guest@example.com', 'viewer');
        expect([res.status, res.body.message]).toEqual([403, M.memberLimit]);
      } finally {
        await saveSettings(t, root, { free_trial_member_limit: 0 });
      }
      await invite(alone.token, own.id, 'trial-guest@example.com', 'viewer').expect(201);
    });
  });

  describe('deleting a workspace', () => {
    it('takes its members and invitations with it; a member left with none gets a personal one', async () => {
      const { id, owner, viewer } = await team('Doomed');
      const pending = await invite(owner.token, id, 'pending@example.com', 'editor').expect(201);
      // The viewer deletes their own workspace: this team's is now their only one.
      const [own] = (await mine(viewer.token)).filter((w) => w.id !== id);
      await t.http().delete(`/api/workspaces/${own.id}`).set(bearer(viewer.token)).expect(204);

      await t.http().delete(`/api/workspaces/${id}`).set(bearer(owner.token)).expect(204);

      await t.http().get(`/api/workspaces/${id}`).set(bearer(owner.token)).expect(404);
      expect((await mine(owner.token)).map((w) => w.name)).toEqual(["Doomed owner's workspace"]);
      const left = await mine(viewer.token);
      expect(left.map((w) => [w.name, w.role, w.members])).toEqual([["A viewer's workspace", 'owner', 1]]);
      expect(left[0].id).not.toBe(own.id);
      const link = await t.http().get(`/api/invitations/${tokenOf(pending.body as CreatedInvitationDto)}`);
      expect([link.status, link.body.message]).toEqual([404, M.invitationNotFound]);
    });

    it("is refused for the owner's only workspace, and nothing changes", async () => {
      const alone = await registerUser(t, 'Only one');
      const [only] = await mine(alone.token);
      const res = await t.http().delete(`/api/workspaces/${only.id}`).set(bearer(alone.token));
      expect([res.status, res.body.message]).toEqual([409, M.onlyWorkspace]);
      expect(await mine(alone.token)).toEqual([only]);
    });

    it('is for owners alone: others are refused and the workspace stays', async () => {
      const { a, callers } = await callersOf('Kept');
      // The owner last: their deletion is the one that succeeds.
      const others = callers.filter(([who]) => who !== 'owner');
      const seen = await seq(others, async ([, tk]) => {
        const req = t.http().delete(`/api/workspaces/${a.id}`);
        const res = await (tk ? req.set(bearer(tk)) : req);
        return [res.status, res.body.message as string];
      });
      expect(seen).toEqual([
        ['anonymous', [401, expect.any(String)]],
        ['viewer', [403, M.ownersOnly]],
        ['editor', [403, M.ownersOnly]],
        ['admin', [403, M.ownersOnly]],
        ['owner of B', [404, M.notFound]],
        ['platform admin', [404, M.notFound]],
        ['super_admin', [404, M.notFound]],
      ]);
      expect(await members(a.owner.token, a.id)).toHaveLength(4);
      await t.http().delete(`/api/workspaces/${a.id}`).set(bearer(a.owner.token)).expect(204);
    });
  });

  describe('roles and owners', () => {
    it('keeps a last owner: they cannot leave, be demoted or be removed', async () => {
      const { id, owner, admin } = await team('Owners');
      const leave = await t.http().post(`/api/workspaces/${id}/leave`).set(bearer(owner.token));
      expect([leave.status, leave.body.message]).toEqual([409, M.lastOwner]);
      const demote = await t
        .http()
        .patch(`/api/workspaces/${id}/members/${owner.user.id}`)
        .set(bearer(owner.token))
        .send({ role: 'admin' });
      expect([demote.status, demote.body.message]).toEqual([409, M.lastOwner]);
      const byAdmin = await t
        .http()
        .delete(`/api/workspaces/${id}/members/${owner.user.id}`)
        .set(bearer(admin.token));
      expect([byAdmin.status, byAdmin.body.message]).toEqual([403, M.ownersOnly]);
      const promote = await t
        .http()
        .patch(`/api/workspaces/${id}/members/${admin.user.id}`)
        .set(bearer(admin.token))
        .send({ role: 'owner' });
      expect([promote.status, promote.body.message]).toEqual([403, M.ownersOnly]);
      expect((await members(owner.token, id)).filter(([, role]) => role === 'owner')).toEqual([
        ['Owners owner', 'owner'],
      ]);
    });

    it('hands the workspace over: the member becomes its owner, the owner an admin who may leave', async () => {
      const { id, owner, editor } = await team('Handover');
      await t
        .http()
        .post(`/api/workspaces/${id}/transfer`)
        .set(bearer(owner.token))
        .send({ userId: editor.user.id })
        .expect(204);
      const roles = Object.fromEntries(await members(editor.token, id));
      expect([roles['Handover owner'], roles['A editor']]).toEqual(['admin', 'owner']);
      await t.http().post(`/api/workspaces/${id}/leave`).set(bearer(owner.token)).expect(204);
      await t.http().get(`/api/workspaces/${id}`).set(bearer(owner.token)).expect(404);
    });

    it('answers each caller as their role allows, and another workspace as not there', async () => {
      const { a, callers } = await callersOf('Roles A');
      const target = await registerUser(t);
      const routes: [string, (token?: string) => Promise<number>][] = [
        ['GET /workspaces/{id}', (tk) => call('get', `/api/workspaces/${a.id}`, tk)],
        ['GET members', (tk) => call('get', `/api/workspaces/${a.id}/members`, tk)],
        ['PATCH name', (tk) => call('patch', `/api/workspaces/${a.id}`, tk, { name: 'Roles A' })],
        [
          'PATCH time zone',
          (tk) => call('patch', `/api/workspaces/${a.id}`, tk, { time_zone: 'Europe/Paris' }),
        ],
        ['GET invitations', (tk) => call('get', `/api/workspaces/${a.id}/invitations`, tk)],
        ['GET seats', (tk) => call('get', `/api/workspaces/${a.id}/seats`, tk)],
        [
          'POST invitation',
          (tk) =>
            call('post', `/api/workspaces/${a.id}/invitations`, tk, {
              email: `m${Math.random()}@example.com`,
              role: 'viewer',
            }),
        ],
        [
          'PATCH viewer role',
          (tk) =>
            call('patch', `/api/workspaces/${a.id}/members/${a.viewer.user.id}`, tk, { role: 'viewer' }),
        ],
        [
          'DELETE non-member',
          (tk) => call('delete', `/api/workspaces/${a.id}/members/${target.user.id}`, tk),
        ],
        [
          'POST transfer to self',
          (tk) => call('post', `/api/workspaces/${a.id}/transfer`, tk, { userId: a.owner.user.id }),
        ],
      ];
      const seen = Object.fromEntries(
        await Promise.all(
          routes.map(
            async ([route, run]) =>
              [route, Object.fromEntries(await seq(callers, ([, tk]) => run(tk)))] as const,
          ),
        ),
      );
      const expected = (read: number, manage: number, own: number) =>
        Object.fromEntries(
          callers.map(([who], i) => [who, [401, read, manage, manage, own, 404, 404, 404][i]]),
        );
      expect(seen).toEqual({
        'GET /workspaces/{id}': expected(200, 200, 200),
        'GET members': expected(200, 200, 200),
        'PATCH name': { ...expected(403, 200, 200), editor: 403 },
        'PATCH time zone': { ...expected(403, 200, 200), editor: 403 },
        'GET invitations': { ...expected(403, 200, 200), editor: 403 },
        'GET seats': { ...expected(403, 200, 200), editor: 403 },
        'POST invitation': { ...expected(403, 201, 201), editor: 403 },
        'PATCH viewer role': { ...expected(403, 204, 204), editor: 403 },
        'DELETE non-member': { ...expected(403, 404, 404), editor: 403 },
        'POST transfer to self': { ...expected(403, 403, 204), editor: 403 },
      });

      async function call(
        method: 'get' | 'post' | 'patch' | 'delete',
        path: string,
        tk?: string,
        body?: object,
      ) {
        const req = t.http()[method](path);
        if (tk) req.set(bearer(tk));
        return (await (body ? req.send(body) : req)).status;
      }
    });
  });

  describe("the platform administrators' view", () => {
    const all = (token: string | undefined, query = '') => {
      const req = t.http().get(`/api/workspaces/all${query}`);
      return token ? req.set(bearer(token)) : req;
    };
    const row = async (name: string) => {
      const res = await all(root, `?q=${encodeURIComponent(name)}&limit=5`).expect(200);
      return (res.body as Page<WorkspaceOverviewDto>).items.find((w) => w.name === name);
    };

    it('lists every workspace with its owner, members, plan and codes, paged and searched by name', async () => {
      const { id, owner } = await team('Overview Ω team');
      for (const label of ['One', 'Two'])
        await t
          .http()
          .post('/api/qrcodes')
          .set(inWorkspace(owner.token, id))
          .send({ label, type: 'text', generation_type: 'static', data: { text: label } })
          .expect(201);
      expect(await row('Overview Ω team')).toEqual({
        id,
        name: 'Overview Ω team',
        owner: { id: owner.user.id, name: owner.user.name, email: owner.user.email },
        members: 4,
        plan_id: null,
        plan_name: 'Free Trial',
        codes: 2,
        created_at: expect.any(String),
      });
      const page = (await all(root, '?page=1&limit=2&sort=name:asc').expect(200))
        .body as Page<WorkspaceOverviewDto>;
      expect(page.items).toHaveLength(2);
      expect(page).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
      expect(page.total).toBeGreaterThan(2);
      expect(
        page.items[0].name.localeCompare(page.items[1].name, 'en', { sensitivity: 'base' }),
      ).toBeLessThanOrEqual(0);
      // A search naming nothing finds nothing; wildcards are plain characters.
      expect(((await all(root, '?q=%25_').expect(200)).body as Page<WorkspaceOverviewDto>).items).toEqual([]);
      await all(root, '?page=0').expect(400);
      await all(root, '?sort=members:asc').expect(400);
    });

    it('is for platform administrators alone', async () => {
      const user = await registerUser(t);
      await all(undefined).expect(401);
      await all(user.token).expect(403);
      await all(await adminToken(t, root)).expect(200);
    });

    it('gives a workspace a plan, whose limits then hold there, and takes it back to the Free Trial', async () => {
      const { id, owner, editor } = await team('Planned team');
      const plan = await createPlan(t, root, { ...planBody(`One code ${Math.random()}`), qr_code_limit: 1 });
      const setPlan = (token: string | undefined, planId: number | null, workspaceId = id) => {
        const req = t.http().put(`/api/workspaces/${workspaceId}/plan`);
        return (token ? req.set(bearer(token)) : req).send({ planId });
      };
      await setPlan(undefined, plan.id).expect(401);
      await setPlan(owner.token, plan.id).expect(403);
      await setPlan(await adminToken(t, root), plan.id).expect(403);
      await setPlan(root, plan.id, 999_999).expect(404);
      await setPlan(root, 999_999).expect(400);
      await t.http().put(`/api/workspaces/${id}/plan`).set(bearer(root)).send({ planId: 'gold' }).expect(400);
      expect(await row('Planned team')).toMatchObject({ plan_id: null, plan_name: 'Free Trial' });

      await setPlan(root, plan.id).expect(204);
      expect(await row('Planned team')).toMatchObject({ plan_id: plan.id, plan_name: plan.name });
      const make = (label: string) =>
        t
          .http()
          .post('/api/qrcodes')
          .set(inWorkspace(editor.token, id))
          .send({ label, type: 'text', generation_type: 'static', data: { text: label } });
      await make('First').expect(201);
      expect((await make('Second').expect(403)).body.message).toBe(QR_MESSAGES.limitReached);

      await setPlan(root, null).expect(204);
      expect(await row('Planned team')).toMatchObject({ plan_id: null, plan_name: 'Free Trial' });
      await make('Second').expect(201);
    });
  });

  describe('codes of a workspace', () => {
    const inA = inWorkspace;
    const codeBody = (label: string) => ({
      label,
      type: 'url' as const,
      generation_type: 'dynamic' as const,
      data: { url: 'https://example.com/menu' },
    });
    const labels = async (token: string, workspaceId?: number) =>
      (
        (
          await t
            .http()
            .get('/api/qrcodes/my')
            .set(workspaceId === undefined ? bearer(token) : inA(token, workspaceId))
            .expect(200)
        ).body as QrCodeDto[]
      ).map((c) => c.label);

    it('are shared by its members, each doing what their role allows', async () => {
      const { a, callers } = await callersOf('Codes A');
      const made = await t.http().post('/api/qrcodes').set(inA(a.owner.token, a.id)).send(codeBody('Menu'));
      expect(made.status).toBe(201);
      const code = made.body as QrCodeDto;
      const folder = (
        await t.http().post('/api/folders').set(inA(a.owner.token, a.id)).send({ name: 'Menus' }).expect(201)
      ).body as { id: number };
      const spare = async () =>
        (
          (
            await t
              .http()
              .post('/api/qrcodes')
              .set(inA(a.owner.token, a.id))
              .send(codeBody('Spare'))
              .expect(201)
          ).body as QrCodeDto
        ).id;
      const routes: [string, (tk: string | undefined) => Promise<number>][] = [
        ['GET my', (tk) => call('get', '/api/qrcodes/my', tk)],
        ['GET code', (tk) => call('get', `/api/qrcodes/${code.id}`, tk)],
        ['GET history', (tk) => call('get', `/api/qrcodes/${code.id}/history`, tk)],
        ['GET image', (tk) => call('get', `/api/qrcodes/${code.id}/image?format=svg`, tk)],
        ['PUT code', (tk) => call('put', `/api/qrcodes/${code.id}`, tk, codeBody('Menu'))],
        ['POST code', (tk) => call('post', '/api/qrcodes', tk, codeBody('Theirs'))],
        ['GET key check', (tk) => call('get', `/api/qrcodes/keys/free-key?code=${code.id}`, tk)],
        ['POST bulk', (tk) => call('post', '/api/qrcodes/bulk', tk, { ids: [code.id], action: 'activate' })],
        ['GET folders', (tk) => call('get', '/api/folders', tk)],
        ['POST folder', (tk) => call('post', '/api/folders', tk, { name: `F ${Math.random()}` })],
        ['GET dashboard', (tk) => call('get', '/api/qrcodes/stats/dashboard', tk)],
        ['GET usage', (tk) => call('get', '/api/qrcodes/stats/usage', tk)],
        ['GET imports', (tk) => call('get', '/api/qrcodes/import', tk)],
        ['GET analytics', (tk) => call('get', '/api/qrcodes/analytics/user', tk)],
        ['GET scans over time', (tk) => call('get', '/api/qrcodes/analytics/scans-over-time', tk)],
        ['GET top codes', (tk) => call('get', '/api/qrcodes/analytics/top', tk)],
        ['GET analytics CSV', (tk) => call('get', '/api/qrcodes/analytics/export.csv', tk)],
        ['POST live ticket', (tk) => call('post', '/api/qrcodes/analytics/live/ticket', tk)],
        ['GET recent scans', (tk) => call('get', '/api/qrcodes/analytics/live/recent', tk)],
        ['POST export ticket', (tk) => call('post', '/api/qrcodes/export/ticket?format=png', tk)],
        ['PUT folder', (tk) => call('put', `/api/folders/${folder.id}`, tk, { name: 'Menus' })],
        ['DELETE code', async (tk) => call('delete', `/api/qrcodes/${await spare()}`, tk)],
      ];
      const seen: Record<string, Record<string, number>> = {};
      for (const [route, run] of routes)
        seen[route] = Object.fromEntries(await seq(callers, ([, tk]) => run(tk)));
      // Anonymous, viewer, editor, admin, owner; then the owner of B, a platform admin and
      // the super_admin, none of them a member: A is not there for them.
      const expected = (read: number, write: number) =>
        Object.fromEntries(
          callers.map(([who], i) => [who, [401, read, write, write, write, 404, 404, 404][i]]),
        );
      expect(seen).toEqual({
        'GET my': expected(200, 200),
        'GET code': expected(200, 200),
        'GET history': expected(200, 200),
        'GET image': expected(200, 200),
        'PUT code': expected(403, 200),
        'POST code': expected(403, 201),
        'GET key check': expected(403, 200),
        'POST bulk': expected(403, 200),
        'GET folders': expected(200, 200),
        'POST folder': expected(403, 201),
        'GET dashboard': expected(200, 200),
        'GET usage': expected(200, 200),
        'GET imports': expected(200, 200),
        'GET analytics': expected(200, 200),
        'GET scans over time': expected(200, 200),
        'GET top codes': expected(200, 200),
        'GET analytics CSV': expected(200, 200),
        'POST live ticket': expected(201, 201),
        'GET recent scans': expected(200, 200),
        'POST export ticket': expected(403, 201),
        'PUT folder': expected(403, 200),
        'DELETE code': expected(403, 204),
      });
      // What the editor and the admin made is the team's, and each code keeps its maker; the
      // five spares whose deletion was refused (anonymous, viewer, the three outsiders) stay.
      expect((await labels(a.viewer.token, a.id)).sort()).toEqual([
        'Menu',
        ...Array<string>(5).fill('Spare'),
        'Theirs',
        'Theirs',
        'Theirs',
      ]);
      const refused = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(inA(a.viewer.token, a.id))
        .send(codeBody('X'));
      expect(refused.body.message).toBe(M.forbidden);

      async function call(
        method: 'get' | 'post' | 'put' | 'delete',
        path: string,
        tk?: string,
        body?: object,
      ) {
        const req = t.http()[method](path);
        if (tk) req.set(inA(tk, a.id));
        return (await (body ? req.send(body) : req)).status;
      }
    });

    it('follow the workspace a request names, else the one last named', async () => {
      const { id, owner, editor } = await team('Lists follow');
      await t.http().post('/api/qrcodes').set(inA(owner.token, id)).send(codeBody('Team code')).expect(201);
      await createQrCode(t, editor.token, codeBody('Own code'));
      const personal = await personalWorkspaceId(t, editor.token);
      expect(await labels(editor.token, id)).toEqual(['Team code']);
      // Named once, the team is where the editor's requests act until another is named.
      expect(await labels(editor.token)).toEqual(['Team code']);
      expect(await labels(editor.token, personal)).toEqual(['Own code']);
      expect(await labels(editor.token)).toEqual(['Own code']);
      const dashboard = await t
        .http()
        .get('/api/qrcodes/stats/dashboard')
        .set(inA(editor.token, id))
        .expect(200);
      expect(dashboard.body).toMatchObject({ totalQRs: 1, dynamicQRs: 1, staticQRs: 0 });
    });

    it('are out of reach once a member is removed, on the next request', async () => {
      const { id, owner, editor } = await team('Removed');
      const code = (
        await t.http().post('/api/qrcodes').set(inA(editor.token, id)).send(codeBody('Kept')).expect(201)
      ).body as QrCodeDto;
      await t
        .http()
        .delete(`/api/workspaces/${id}/members/${editor.user.id}`)
        .set(bearer(owner.token))
        .expect(204);
      const gone = await t.http().get(`/api/qrcodes/${code.id}`).set(inA(editor.token, id));
      expect([gone.status, gone.body.message]).toEqual([404, M.notFound]);
      // The code stays the team's.
      expect(await labels(owner.token, id)).toEqual(['Kept']);
    });

    it('refuses a header that names no workspace, or one of someone else', async () => {
      const user = await registerUser(t);
      for (const header of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await t
          .http()
          .get('/api/qrcodes/my')
          .set({ ...bearer(user.token), 'X-Workspace-Id': header });
        expect([header, res.status, res.body.message]).toEqual([header, 400, M.headerInvalid]);
      }
      const other = await registerUser(t);
      const res = await t
        .http()
        .get('/api/qrcodes/my')
        .set(inA(user.token, await personalWorkspaceId(t, other.token)));
      expect([res.status, res.body.message]).toEqual([404, M.notFound]);
    });

    it("count against the workspace's plan, whoever makes them", async () => {
      const { id, owner, editor, viewer } = await team('Limits');
      await saveSettings(t, root, { free_trial_qr_code_limit: 2, free_trial_scan_limit: 500 });
      try {
        await t.http().post('/api/qrcodes').set(inA(owner.token, id)).send(codeBody('One')).expect(201);
        await t.http().post('/api/qrcodes').set(inA(editor.token, id)).send(codeBody('Two')).expect(201);
        // Every member sees the limit coming before a form fails on it.
        const codes = (await t.http().get('/api/qrcodes/my').set(inA(owner.token, id)).expect(200))
          .body as QrCodeDto[];
        await t.http().get(`/qr-redirect/${codes[0].uuid}`).set('User-Agent', PHONE).expect(302);
        const usage = await t.http().get('/api/qrcodes/stats/usage').set(inA(viewer.token, id)).expect(200);
        expect(usage.body).toEqual({
          plan_name: 'Free Trial',
          qr_codes: { used: 2, limit: 2 },
          scans_this_month: { used: 1, limit: 500 },
          features: { custom_logos: false, analytics: true },
        });
        const third = await t.http().post('/api/qrcodes').set(inA(editor.token, id)).send(codeBody('Three'));
        expect([third.status, third.body.message]).toEqual([403, QR_MESSAGES.limitReached]);
        // The editor's own workspace counts apart.
        const own = await personalWorkspaceId(t, editor.token);
        await t.http().post('/api/qrcodes').set(inA(editor.token, own)).send(codeBody('Own')).expect(201);
      } finally {
        await saveSettings(t, root, { free_trial_qr_code_limit: 0 });
      }
    });

    it('go with their workspace: scans stop and no list keeps them', async () => {
      const owner = await registerUser(t);
      const workspace = (
        await t
          .http()
          .post('/api/workspaces')
          .set(bearer(owner.token))
          .send({ name: 'Short-lived' })
          .expect(201)
      ).body as WorkspaceDto;
      const code = (
        await t
          .http()
          .post('/api/qrcodes')
          .set(inA(owner.token, workspace.id))
          .send(codeBody('Gone'))
          .expect(201)
      ).body as QrCodeDto;
      await t.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', PHONE).expect(302);
      const before = (await t.http().get('/api/qrcodes/stats/dashboard').set(bearer(root)).expect(200)).body;
      await t.http().delete(`/api/workspaces/${workspace.id}`).set(bearer(owner.token)).expect(204);
      await t.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', PHONE).expect(404);
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(root)).expect(404);
      const after = (await t.http().get('/api/qrcodes/stats/dashboard').set(bearer(root)).expect(200)).body;
      expect([after.totalQRs, after.totalScans]).toEqual([before.totalQRs - 1, before.totalScans - 1]);
    });
  });
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Runs `work` for each item in turn (the callers of one route, one after another). */
async function seq<T, R>(
  items: T[],
  work: (item: T) => Promise<R>,
): Promise<[T extends [infer K, unknown] ? K : never, R][]> {
  const out: [never, R][] = [];
  for (const item of items) out.push([(item as unknown as [never])[0], await work(item)]);
  return out;
}
