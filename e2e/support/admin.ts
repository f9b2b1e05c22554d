import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ACCOUNTS, type AccountRole } from './accounts';
import { expect } from './fixtures';

/** A bearer header for one of the prepared accounts (journeys set their data up through the api). */
export async function authAs(request: APIRequestContext, role: AccountRole) {
  const { email, password } = ACCOUNTS[role];
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Calls the api as `role` and answers the parsed body, failing on any error status. */
export async function apiAs<T>(
  request: APIRequestContext,
  role: AccountRole,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: await authAs(request, role),
    data,
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
/**
 * A name no other journey (or earlier run on the same database) uses: the time, the
 * worker's process id (two workers may count alike in the same millisecond) and a count.
 */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A plan made through the api, for journeys that need one to exist. */
export function createPlan(request: APIRequestContext, name: string, price = 5) {
  return apiAs<{ id: number; name: string }>(request, 'super_admin', 'POST', '/plans', {
    name,
    price,
    currency: 'USD',
    billing_interval: 'month',
    qr_code_limit: 10,
    scan_limit: 0,
    trial_period_days: 0,
  });
}

/** The Mantine toast carrying this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('.mantine-Notification-root', { hasText: text });

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A mail's text as its reader sees it (its transfer encoding undone). */
export async function mailText(mail: ReceivedMail): Promise<string> {
  return ((await simpleParser(mail.raw)).text ?? '').replace(/\r\n/g, '\n');
}

/** A real SMTP server on 127.0.0.1 (a free port) that accepts one login and keeps what it receives. */
export async function startSmtpServer(auth: { user: string; pass: string }) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(login, _session, callback) {
      if (login.username === auth.user && login.password === auth.pass)
        callback(null, { user: login.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
