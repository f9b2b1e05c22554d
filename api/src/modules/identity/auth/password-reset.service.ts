import { BadRequestException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { DEFAULT_LANGUAGE, MESSAGES, type Language } from '@qrpanel/contracts';
import { hashLinkToken, newLinkToken } from '../../../platform/common/link-token';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { MailQueue, mailText } from '../../mail';
import { SettingsService } from '../../settings';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { SessionsService } from '../sessions/sessions.service';
import { IDENTITY_JOBS } from '../identity-jobs';
import { PasswordResetToken } from './password-reset-token.entity';

const LINK_TTL_MINUTES = 30;
/** Links this long past their expiry are deleted when a new one is made. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

const REQUEST = IDENTITY_JOBS.passwordReset;

interface ResetRequest {
  email: string;
  /** The language the request was made in: the mail's, unless the account has its own. */
  language?: Language;
}

/** Forgot password and reset password (docs/product.md, Accounts and sign-in). */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly settings: SettingsService,
    private readonly jobs: Jobs,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.users.afterCredentialsChange((userId) => this.endOutstandingLinks(userId));
  }

  onModuleInit(): void {
    this.jobs.handle<ResetRequest>(REQUEST, (request) => this.issue(request), { attempts: 3 });
  }

  /**
   * Answers once the request is written, whatever the email: the lookup, the link and the
   * mail happen in a job, so an answer tells nothing about which emails have accounts, not
   * even by its timing.
   */
  async request(email: string, language: Language): Promise<void> {
    await this.jobs.enqueue(REQUEST, { email, language } satisfies ResetRequest);
  }

  /**
   * Sets the password from a link; the link, and every other link of the user, then stops
   * working, as does any link made before the account's email or password last changed.
   */
  async reset(token: string, password: string): Promise<void> {
    const link = await this.tokens.findOneBy({ tokenHash: hashLinkToken(token) });
    if (!link) throw new BadRequestException(MESSAGES.resetTokenInvalid);
    if (link.usedAt) throw new BadRequestException(MESSAGES.resetTokenUsed);
    if (link.expiresAt.getTime() <= Date.now()) throw new BadRequestException(MESSAGES.resetTokenExpired);
    const user = await this.users.getById(link.userId);
    // Made for the account as it then was. A change of email or password ends the outstanding
    // links (endOutstandingLinks); this also ends one written just after such a change ran.
    if (user.email !== link.email || user.tokenVersion !== link.tokenVersion)
      throw new BadRequestException(MESSAGES.resetTokenInvalid);
    // Claimed with a conditional update, so two requests racing with one link cannot both win.
    const claimed = await this.tokens.update({ id: link.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (claimed.affected !== 1) throw new BadRequestException(MESSAGES.resetTokenUsed);
    // The user's other links read as used (before the change below would delete them).
    await this.tokens.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
    await this.users.setPassword(user, password); // also ends every token issued before
    // Whoever asked for the link is not signed in: every session ends, and leaves the list.
    await this.sessions.revokeAllBut(user.id, undefined);
  }

  /** A new password or email ends the links not yet used: they were made for the account as it was. */
  private async endOutstandingLinks(userId: number): Promise<void> {
    await this.tokens.delete({ userId, usedAt: IsNull() });
  }

  private async issue({ email, language }: ResetRequest): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const { token, hash } = newLinkToken();
    const mail = await this.resetMail(user, token, user.language ?? language ?? DEFAULT_LANGUAGE);
    // The link and its mail, or neither.
    await this.tokens.manager.transaction(async (manager) => {
      await manager.delete(PasswordResetToken, {
        expiresAt: LessThan(new Date(Date.now() - KEEP_EXPIRED_MS)),
      });
      await manager.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: hash,
        email: user.email,
        tokenVersion: user.tokenVersion,
        expiresAt: new Date(Date.now() + LINK_TTL_MINUTES * 60_000),
      });
      await this.mail.queue(mail, manager);
    });
  }

  private async resetMail(user: User, token: string, language: Language) {
    const { app_name: appName } = await this.settings.get();
    // Built from PUBLIC_URL, never from the request's Host header.
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const params = { appName, name: user.name, minutes: LINK_TTL_MINUTES, link };
    return { to: user.email, ...mailText('passwordReset', language, params) };
  }
}
