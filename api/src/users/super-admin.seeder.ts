import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersService } from './users.service';

/** On an empty database, creates the first super_admin (DESIGN.md decision 1). */
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
    const lines = [
      'QR Panel: first super administrator created',
      `  email:    ${email}`,
      `  password: ${shown}`,
    ];
    if (!this.config.superAdmin.password) lines.push('  This password is shown once: sign in and change it.');
    const width = Math.max(...lines.map((l) => l.length)) + 2;
    const box = [
      `┌${'─'.repeat(width)}┐`,
      ...lines.map((l) => `│ ${l.padEnd(width - 1)}│`),
      `└${'─'.repeat(width)}┘`,
    ].join('\n');
    // Printed straight to the console so it stands out from the structured log.
    if (this.config.logLevel !== 'silent') process.stdout.write(`\n${box}\n\n`);
    this.logger.log(`Created the first super administrator (${email})`);
  }
}
