import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  MESSAGES,
  SESSIONS_MESSAGES,
  type AuthResponse,
  type LoginResponse,
  type PasswordChangedDto,
  type SecondStepInput,
} from '@qrpanel/contracts';
import { AuditLog, type AuditActor } from '../../audit';
import { SettingsService } from '../../settings';
import { SessionsService } from '../sessions/sessions.service';
import type { SignInClient } from '../sessions/session-client';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/user.entity';
import { UserViews } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { PasswordService } from './password.service';
import type { JwtPayload } from './jwt.strategy';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';

/** How a sign-in was made, as its audit entry tells. */
export type SignInMethod = 'password' | 'two_factor' | 'registration' | 'passkey' | 'invitation' | 'sso';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    private readonly settings: SettingsService,
    private readonly views: UserViews,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Closed while allow_registration is off (docs/product.md, Accounts and sign-in); admins still create
   * users.
   */
  async register(dto: RegisterDto, client?: SignInClient): Promise<AuthResponse> {
    if (!(await this.settings.get()).allow_registration) {
      throw new ForbiddenException(MESSAGES.registrationDisabled);
    }
    const user = await this.users.create({ ...dto, role: 'user' });
    return this.session(user, client, 'registration');
  }

  /**
   * With two-factor sign-in on, the password alone opens no session: the answer is the
   * challenge of the second step (POST /auth/2fa/verify).
   */
  async login(dto: LoginDto, client?: SignInClient): Promise<LoginResponse> {
    const user = await this.users.findByEmail(dto.email);
    if (!(await this.passwords.verify(user?.passwordHash, dto.password)) || !user) {
      await this.signInFailed(user, dto.email);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    const challenge = await this.twoFactor.challenge(user);
    if (challenge) return challenge;
    const session = await this.session(user, client, 'password');
    return (await this.twoFactor.enrollmentRequired(user))
      ? { ...session, mfa_enrollment_required: true }
      : session;
  }

  /** The second step of sign-in: answers what login answers without two-factor sign-in. */
  async verifySecondStep(
    mfaToken: string,
    input: SecondStepInput,
    client?: SignInClient,
  ): Promise<AuthResponse> {
    return this.session(await this.twoFactor.verify(mfaToken, input), client, 'two_factor');
  }

  /**
   * Ends the user's other sessions and keeps the caller's. The token version is still bumped,
   * which ends every token at once (the other sessions', and those issued before sessions,
   * which no session names); the caller's session goes on under a token re-issued with the new
   * version, in the answer. Only revoking the other sessions would have left the older tokens
   * good after a password change. `sessionId`: the caller's; a caller without one (an older
   * token) gets a new session.
   */
  async changePassword(
    user: User,
    passwords: { currentPassword: string; newPassword: string },
    sessionId: number | undefined,
    client?: SignInClient,
  ): Promise<PasswordChangedDto> {
    if (!(await this.passwords.verify(user.passwordHash, passwords.currentPassword))) {
      throw new BadRequestException(MESSAGES.currentPasswordWrong);
    }
    const changed = await this.users.setPassword(user, passwords.newPassword);
    await this.sessions.revokeAllBut(user.id, sessionId);
    const sid = sessionId ?? (await this.sessions.open(user.id, client));
    return { message: SESSIONS_MESSAGES.passwordChanged, token: this.tokenOf(changed, sid) };
  }

  /**
   * Every sign-in ends here: a new session (described by `client`, the sign-in request's user
   * agent and address; without it, an unknown browser) and its token.
   */
  async session(user: User, client?: SignInClient, method?: SignInMethod): Promise<AuthResponse> {
    const signedIn = { type: 'user', userId: user.id, label: user.email } satisfies AuditActor;
    const sid = await this.sessions.open(user.id, client, undefined, (manager) =>
      this.audit.record(manager, {
        action: 'auth.signed_in',
        workspaceId: null,
        target: { type: 'user', id: user.id, label: user.email },
        details: method ? { method } : {},
        actor: signedIn,
      }),
    );
    return { token: this.tokenOf(user, sid), user: await this.views.one(user) };
  }

  /** auth.sign_in_failed: a wrong password, or an address of no account (named as typed). */
  private signInFailed(user: User | null, email: string): Promise<void> {
    return this.audit.recordAlone({
      action: 'auth.sign_in_failed',
      workspaceId: null,
      target: { type: 'user', id: user?.id ?? null, label: user?.email ?? email.trim().toLowerCase() },
      details: { reason: user ? 'wrong_password' : 'unknown_account' },
      actor: { type: 'anonymous' },
    });
  }

  private tokenOf(user: User, sid: number): string {
    const payload: JwtPayload = { sub: user.id, role: user.role, tv: user.tokenVersion, sid };
    return this.jwt.sign(payload);
  }
}
