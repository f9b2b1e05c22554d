import { MESSAGES, type ContactMessageDto } from '@qrpanel/contracts';
import { DataSource } from 'typeorm';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { adminToken, rootToken, saveSettings, useSmtp } from './support/admin';
import { closedPort, startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';

describe('contact', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const write = (token: string, body: object) => t.http().post('/api/contact').set(bearer(token)).send(body);
  const inbox = async () =>
    (await t.http().get('/api/contact').set(bearer(admin)).expect(200)).body as ContactMessageDto[];
  const unread = async () =>
    (await t.http().get('/api/contact/unread-count').set(bearer(admin)).expect(200)).body;

  it('requires a subject and a message, trimmed', async () => {
    const u = await registerUser(t);
    const empty = await write(u.token, {}).expect(400);
    expect(empty.body.fields).toEqual({
      subject: [MESSAGES.subjectRequired],
      message: [MESSAGES.messageRequired],
    });
    const blank = await write(u.token, { subject: '   ', message: '\n\t ' }).expect(400);
    expect(blank.body.fields).toEqual({
      subject: [MESSAGES.subjectRequired],
      message: [MESSAGES.messageRequired],
    });
    const long = await write(u.token, { subject: 'x'.repeat(201), message: 'ok' }).expect(400);
    expect(long.body.fields).toEqual({ subject: ['Subject must be at most 200 characters.'] });
    await t.http().post('/api/contact').send({ subject: 'Hi', message: 'Anyone?' }).expect(401);
    expect(await inbox()).toEqual([]);
  });

  it('stores messages without SMTP; admins list them newest first with their sender and read flag', async () => {
    const ada = await registerUser(t, 'Ada Sender');
    const bob = await registerUser(t, 'Bob Sender');
    const sent = await write(ada.token, {
      subject: '  Billing question ',
      message: ' How do I upgrade? ',
    }).expect(201);
    expect(sent.body).toMatchObject({
      subject: 'Billing question',
      message: 'How do I upgrade?',
      is_read: false,
    });
    await write(bob.token, { subject: 'Bug', message: 'The chart is empty.' }).expect(201);

    const messages = await inbox();
    expect(messages.map((m) => m.subject)).toEqual(['Bug', 'Billing question']);
    expect(messages[1]).toEqual({
      id: sent.body.id,
      user_id: ada.user.id,
      sender_name: 'Ada Sender',
      sender_email: ada.user.email,
      subject: 'Billing question',
      message: 'How do I upgrade?',
      is_read: false,
      created_at: expect.any(String),
    });
    expect(new Date(messages[1].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await unread()).toEqual({ count: 2 });
  });

  it('marks a message read and counts the rest', async () => {
    const [newest] = await inbox();
    const res = await t.http().patch(`/api/contact/${newest.id}/read`).set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({ id: newest.id, is_read: true });
    await t.http().patch(`/api/contact/${newest.id}/read`).set(bearer(admin)).expect(200);
    expect(await unread()).toEqual({ count: 1 });
    expect((await inbox()).find((m) => m.id === newest.id)?.is_read).toBe(true);
    const missing = await t.http().patch('/api/contact/999999/read').set(bearer(admin)).expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      message: MESSAGES.contactMessageNotFound,
      error: 'Not Found',
    });
  });

  it('keeps the inbox to administrators', async () => {
    const u = await registerUser(t);
    await t.http().get('/api/contact').set(bearer(u.token)).expect(403);
    await t.http().get('/api/contact/unread-count').set(bearer(u.token)).expect(403);
    await t.http().patch('/api/contact/1/read').set(bearer(u.token)).expect(403);
    await t.http().get('/api/contact').expect(401);
  });

  it('mails the message to the contact email when SMTP is set, replying to the sender', async () => {
    await useSmtp(t, root, smtp.port);
    await saveSettings(t, admin, { contact_email: 'support@example.com', app_name: 'Acme QR' });
    const u = await registerUser(t, 'Mailing User');
    await write(u.token, { subject: 'Need help', message: 'My code does not scan.' }).expect(201);
    const mail = await smtp.waitFor((m) => m.to.includes('support@example.com'));
    expect(mail.subject).toBe('Acme QR contact: Need help');
    expect(mail.headers['reply-to']).toBe(u.user.email);
    expect(mail.text).toContain(`From: Mailing User <${u.user.email}>`);
    expect(mail.text).toContain('My code does not scan.');
  });

  it('mails it in the language of the account whose email is the contact address', async () => {
    const support = await registerUser(t, 'Support Desk');
    await t
      .http()
      .put('/api/auth/profile')
      .set(bearer(support.token))
      .send({ name: support.user.name, email: support.user.email, language: 'de' })
      .expect(200);
    await saveSettings(t, admin, { contact_email: support.user.email });
    const u = await registerUser(t, 'Writing User');
    await write(u.token, { subject: 'Hilfe', message: 'Bitte {helfen}.' })
      .set('Accept-Language', 'es')
      .expect(201);
    const mail = await smtp.waitFor((m) => m.to.includes(support.user.email));
    expect(mail.subject).toBe('Acme QR Kontakt: Hilfe');
    expect(mail.text).toContain(`Von: Writing User <${u.user.email}>`);
    expect(mail.text).toContain('Bitte {helfen}.');
    await saveSettings(t, admin, { contact_email: 'support@example.com' });
  });

  it('stores the message and answers 201 while the SMTP server cannot be reached, and mails it once it answers', async () => {
    await saveSettings(t, root, { smtp_port: await closedPort() });
    const u = await registerUser(t);
    const res = await write(u.token, { subject: 'Offline mail', message: 'Still kept?' }).expect(201);
    await t.app.get(Jobs).drain();
    expect((await inbox()).find((m) => m.id === res.body.id)?.subject).toBe('Offline mail');
    // The mail waits in its job, sealed (its text is nowhere in the row), to be tried again.
    const db = t.app.get(DataSource);
    const [job] = await db.query<{ payload: string; last_error: string }[]>(
      "SELECT payload, last_error FROM jobs WHERE kind = 'mail.send'",
    );
    expect(job.last_error).toMatch(/ECONNREFUSED/);
    expect(job.payload).not.toContain('Still kept?');
    // The server is back; the retry's time comes.
    await useSmtp(t, root, smtp.port);
    await db.query("UPDATE jobs SET run_at = 0 WHERE kind = 'mail.send'");
    await t.app.get(Jobs).drain();
    const mail = await smtp.waitFor((m) => m.subject.endsWith('contact: Offline mail'));
    expect(mail.text).toContain('Still kept?');
    expect(await db.query("SELECT id FROM jobs WHERE kind = 'mail.send'")).toEqual([]);
  });

  it('keeps who wrote a message after their account is deleted', async () => {
    const u = await registerUser(t, 'Leaving User');
    const sent = await write(u.token, { subject: 'Goodbye', message: 'Closing my account.' }).expect(201);
    await t
      .http()
      .delete(`/api/auth/users/${u.user.id}`)
      .set(bearer(await rootToken(t)))
      .expect(204);
    expect((await inbox()).find((m) => m.id === sent.body.id)).toMatchObject({
      user_id: null,
      sender_name: 'Leaving User',
      sender_email: u.user.email,
    });
  });
});
