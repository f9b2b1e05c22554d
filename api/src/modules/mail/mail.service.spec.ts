import { Logger } from '@nestjs/common';
import { defaultSettings, type SettingsDto } from '@qrpanel/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import type { SettingsService } from '../settings';
import { closedPort } from '../../../test/support/smtp';
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
    const store = { get: () => Promise.resolve({ ...defaultSettings(), ...settings }) } as SettingsService;
    return { mail: new MailService(store, config) };
  };
  const message = {
    to: 'ada@example.com',
    subject: 'Reset',
    text: 'Open https://qr.example.test/reset-password?token=abc',
  };

  it('writes a queued mail to the log when SMTP is not set', async () => {
    const { mail: mailer } = service({ smtp_host: '' });
    await mailer.deliver(message);
    expect(logs.join('\n')).toContain('SMTP is not configured; mail not sent.');
    expect(logs.join('\n')).toContain('To: ada@example.com');
    expect(logs.join('\n')).toContain('https://qr.example.test/reset-password?token=abc');
    expect(errors).toEqual([]);
  });

  it('throws when the SMTP server cannot be reached, so the queued mail is tried again', async () => {
    const { mail: mailer } = service({ smtp_host: '127.0.0.1', smtp_port: await closedPort() });
    await expect(mailer.deliver(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(logs.join('\n')).not.toContain('sent to');
  });

  it('refuses a direct send while SMTP is not set', async () => {
    await expect(service({ smtp_host: '' }).mail.send(message)).rejects.toThrow(
      'SMTP is not configured. Save the SMTP settings first.',
    );
  });
});
