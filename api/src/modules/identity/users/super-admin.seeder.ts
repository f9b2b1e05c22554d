import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { UsersService } from './users.service';

/** On an empty database, creates the first super_admin (docs/product.md, Accounts and sign-in). */
@Injectable()
export class SuperAdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');

  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const { email } = this.config.superAdmin;
    const password = this.config.superAdmin.password ?? randomBytes(12).toString('base64url');
    await this.users.create({ name: 'Super Admin', email, password, role: 'super_admin' });
    const shown = this.config.superAdmin.password ? '(the value of SUPER_ADMIN_PASSWORD)' : password;
    if (this.config.logFormat === 'pretty') {
      // A person at a terminal: a box that stands out from the log lines around it.
      if (this.config.logLevel !== 'silent')
        process.stdout.write(`\n${credentialsBox(email, shown, !this.config.superAdmin.password)}\n\n`);
    } else {
      // Collected logs: one line of the log like any other, that a search finds.
      this.logger.warn(
        { email, password: shown },
        'First super administrator created: sign in and change the password',
      );
    }
    this.logger.log(`Created the first super administrator (${email})`);
  }
}

const BOLD_YELLOW = '\u001b[1;33m';
const RESET = '\u001b[0m';

function credentialsBox(email: string, password: string, generated: boolean): string {
  const lines = [
    'QR Panel: first super administrator created',
    `  email:    ${email}`,
    `  password: ${password}`,
  ];
  if (generated) lines.push('  This password is shown once: sign in and change it.');
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const box = [
    `┌${'─'.repeat(width)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(width - 1)}│`),
    `└${'─'.repeat(width)}┘`,
  ].join('\n');
  return process.stdout.isTTY ? `${BOLD_YELLOW}${box}${RESET}` : box;
}
