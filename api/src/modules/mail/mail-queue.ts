import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { Jobs } from '../../platform/jobs/jobs.service';
import { SecretBox } from '../settings';
import { MAIL_JOBS } from './mail-jobs';
import { MailService, type Mail } from './mail.service';

const SEND = MAIL_JOBS.send;

/**
 * Mail sent after the answer, as a durable job: a mail queued is sent even if this replica
 * stops first, and is tried again while the SMTP server fails (6 attempts over about a
 * quarter of an hour), then kept as failed. Sealed in its row (a mail may carry a password
 * reset link) with APP_SECRET, as settings' secrets are.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  private readonly box: SecretBox;

  constructor(
    private readonly mail: MailService,
    private readonly jobs: Jobs,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.appSecret);
  }

  onModuleInit(): void {
    this.jobs.handle<{ sealed: string }>(
      SEND,
      ({ sealed }) => this.mail.deliver(JSON.parse(this.box.open(sealed, SEND)) as Mail),
      { attempts: 6, retryAfterMs: 30_000 },
    );
  }

  /** Queues the mail, in `manager`'s transaction when given (rolled back, it is never sent). */
  async queue(mail: Mail, manager?: EntityManager): Promise<void> {
    await this.jobs.enqueue(SEND, { sealed: this.box.seal(JSON.stringify(mail), SEND) }, { manager });
  }
}
