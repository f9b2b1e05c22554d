import { Logger } from '@nestjs/common';
import type { SettingsDto } from '@qrpanel/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import type { SettingsService } from '../settings/settings.service';
import { closedPort } from '../../../test/support/smtp';
import { BackgroundTasks } from './background-tasks';
import { MailService } from './mail.service';

describe('MailService', () => {
  const config = { publicUrl: 'https://qr.example.test' } as AppConfig;
  let logs: string[];
  let errors: string[];

  beforeEach(() => {
    logs = [];
    errors = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((m: unknown) => void logs.push(String(m)));
    jest.spyOn(Logger.prototype, 'error').mockImplementation((m: unknown) => void errors.push(String(m)));
  });
  afterEach(() => jest.restoreAllMocks());

  const service = (settings: Partial<SettingsDto>) => {
    const background = new BackgroundTasks();
    const store = { get: () => Promise.resolve({ ...DEFAULT_SETTINGS, ...settings }) } as SettingsService;
    return { mail: new MailService(store, background, config), background };
  };
  const message = {
    to: 'ada@example.com',
    subject: 'Reset',
    text: 'Open https://qr.example.test/reset-password?token=abc',
  };

  it('writes the mail to the log when SMTP is not set, and the caller goes on', async () => {
    const { mail: mailer, background } = service({ smtp_host: '' });
    mailer.queue(message);
    await background.idle();
    expect(logs.join('\n')).toContain('SMTP is not configured; mail not sent.');
    expect(logs.join('\n')).toContain('To: ada@example.com');
    expect(logs.join('\n')).toContain('https://qr.example.test/reset-password?token=abc');
    expect(errors).toEqual([]);
  });

  it('logs a failed send and never throws to the caller', async () => {
    const { mail: mailer, background } = service({ smtp_host: '127.0.0.1', smtp_port: await closedPort() });
    expect(() => mailer.queue(message)).not.toThrow();
    await background.idle();
    await expect(mailer.deliver(message)).resolves.toBeUndefined();
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/Mail "Reset" to ada@example.com failed: .*ECONNREFUSED/);
  });

  it('refuses a direct send while SMTP is not set', async () => {
    await expect(service({ smtp_host: '' }).mail.send(message)).rejects.toThrow(
      'SMTP is not configured. Save the SMTP settings first.',
    );
  });
});
