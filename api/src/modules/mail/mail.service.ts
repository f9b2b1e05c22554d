import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { MESSAGES, type SettingsDto } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SettingsService } from '../settings';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends mail with the SMTP settings of Application Settings (read at each send). */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether an SMTP server is set, i.e. whether mail leaves the machine. */
  async isConfigured(): Promise<boolean> {
    return Boolean((await this.settings.get()).smtp_host);
  }

  /**
   * Sends now and answers what the SMTP server said. Throws when SMTP is not set (400) or
   * when the server refuses or cannot be reached (the transport's error).
   */
  async send(mail: Mail): Promise<string> {
    const settings = await this.settings.get();
    if (!settings.smtp_host) throw new BadRequestException(MESSAGES.smtpNotConfigured);
    const transport = createTransport({
      host: settings.smtp_host,
      port: settings.smtp_port,
      secure: settings.smtp_port === 465,
      auth: settings.smtp_user ? { user: settings.smtp_user, pass: settings.smtp_pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      const info = await transport.sendMail({
        from: { name: settings.app_name, address: this.fromAddress(settings) },
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
      return info.response;
    } finally {
      transport.close();
    }
  }

  /**
   * Sends a queued mail (MailQueue): without SMTP it is written to the log instead. Throws
   * when the SMTP server refuses or cannot be reached, so the job is tried again.
   */
  async deliver(mail: Mail): Promise<void> {
    if (!(await this.isConfigured())) {
      this.logger.log(
        `SMTP is not configured; mail not sent.\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      return;
    }
    const response = await this.send(mail);
    this.logger.log(`Mail "${mail.subject}" sent to ${mail.to}: ${response}`);
  }

  private fromAddress(settings: SettingsDto): string {
    if (settings.smtp_from_email) return settings.smtp_from_email;
    if (settings.smtp_user.includes('@')) return settings.smtp_user;
    return `no-reply@${new URL(this.config.publicUrl).hostname}`;
  }
}
