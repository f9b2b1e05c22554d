import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_MS } from './pace';

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
}

export interface TestSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail received (so far or later) that matches, or fails after `ms`. */
  waitFor: (match: (mail: ReceivedMail) => boolean, ms?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives. With `auth`,
 * it accepts only that user and password, as a real provider would.
 */
export async function startSmtpServer(auth?: { user: string; pass: string }): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !auth,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        parseMail(
          Buffer.concat(chunks),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          (mail) => {
            mails.push(mail);
            callback(null);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    waitFor: async (match, ms = WAIT_MS) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching mail within ${ms} ms (${mails.length} received)`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail as its reader sees it: headers as written (unfolded), the text part decoded. */
async function parseMail(raw: Buffer, from: string, to: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    from,
    to,
    headers,
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
  };
}

/** A port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return smtp.port;
}
