import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  UnauthorizedException,
  type HttpException,
} from '@nestjs/common';
import {
  isAdminRole,
  MESSAGES,
  PASSKEY_MESSAGES,
  TWO_FACTOR_MESSAGES as M,
  type MfaChallenge,
  type PasskeyRequestOptionsDto,
  type RecoveryCodesDto,
  type SecondStepInput,
  type TotpSetupDto,
  type TwoFactorStatusDto,
} from '@qrpanel/contracts';
import { fieldsError } from '../../../platform/common/validation';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { AuditAction } from '@qrpanel/contracts';
import { AuditLog } from '../../audit';
import { SecretBox, SettingsService } from '../../settings';
import { PasswordService } from '../auth/password.service';
import { PasskeysService } from '../passkeys/passkeys.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { MfaTokens } from './mfa-tokens';
import { newRecoveryCodes, RecoveryCodeHasher } from './recovery-codes';
import { SecondStepLock } from './second-step-lock';
import type { UserTwoFactor } from './two-factor.entities';
import { TwoFactorRepository } from './two-factor.repository';
import { newTotpSecret, otpauthUrl, stepOfCode } from './totp';

/** The column a sealed secret belongs to: sealed for it, it opens nowhere else. */
const SECRET_FIELD = 'user_two_factor.totp_secret';

/**
 * Two-factor sign-in with a TOTP app (docs/product.md, Two-factor sign-in): set up, confirmed
 * by a first code (which gives the recovery codes), asked for after the password, turned off
 * with the password and a code. Each accepted code's time step is kept, so a code works once;
 * wrong second steps lock the account's (SecondStepLock).
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly hasher: RecoveryCodeHasher;
  private readonly enrollmentRules: ((userId: number) => Promise<boolean>)[] = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly factors: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly settings: SettingsService,
    private readonly tokens: MfaTokens,
    private readonly lock: SecondStepLock,
    private readonly passkeys: PasskeysService,
    private readonly audit: AuditLog,
  ) {
    this.box = new SecretBox(config.appSecret);
    this.hasher = new RecoveryCodeHasher(config.appSecret);
  }

  async status(user: User): Promise<TwoFactorStatusDto> {
    const enabled = await this.factors.isEnabled(user.id);
    return { enabled, recovery_codes_left: enabled ? await this.factors.recoveryCodesLeft(user.id) : 0 };
  }

  /** A new secret, in place of one not confirmed yet; 409 while two-factor sign-in is on. */
  async setup(user: User): Promise<TotpSetupDto> {
    const secret = newTotpSecret();
    if (!(await this.factors.saveSetup(user.id, this.box.seal(secret, SECRET_FIELD))))
      throw new ConflictException(M.alreadyEnabled);
    const issuer = (await this.settings.get()).app_name;
    return { secret, otpauth_url: otpauthUrl(secret, issuer, user.email) };
  }

  /** Turns it on with a code of the secret set up; answers the recovery codes, this once. */
  async enable(user: User, code: string, now = new Date()): Promise<RecoveryCodesDto> {
    const factor = await this.factors.of(user.id);
    if (!factor) throw new BadRequestException(M.notSetUp);
    if (factor.enabledAt) throw new ConflictException(M.alreadyEnabled);
    const step = stepOfCode(this.secretOf(factor), code, now);
    if (step === null) throw new BadRequestException(M.codeWrong);
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => this.hasher.hash(c));
    const enabled = await this.factors.enable(user.id, factor.totpSecret, step, hashes, (manager) =>
      this.audit.record(manager, this.entry('auth.2fa_enabled', user)),
    );
    if (!enabled) throw new ConflictException(M.alreadyEnabled);
    return { recovery_codes: codes };
  }

  /** Turns it off: the password and a code (or a recovery code) of the account. */
  async disable(user: User, password: string, input: SecondStepInput, now = new Date()): Promise<void> {
    assertOneCodeKind(input);
    const factor = await this.enabledFactor(user.id);
    if (!factor) throw new BadRequestException(M.notEnabled);
    await this.lock.assertOpen(user.id);
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw new BadRequestException(MESSAGES.currentPasswordWrong);
    await this.secondStep(factor, input, now, (message) => new BadRequestException(message), user);
    await this.factors.remove(user.id, (manager) =>
      this.audit.record(manager, this.entry('auth.2fa_disabled', user)),
    );
  }

  /** What sign-in answers after the password when two-factor sign-in is on; null when it is off. */
  async challenge(user: User): Promise<MfaChallenge | null> {
    if (!(await this.factors.isEnabled(user.id))) return null;
    return { mfa_required: true, mfa_token: this.tokens.issue(user) };
  }

  /**
   * Adds a reason an account must set up two-factor sign-in, known to a floor above identity
   * (a workspace that requires it of its members).
   */
  requireEnrollmentWhen(rule: (userId: number) => Promise<boolean>): void {
    this.enrollmentRules.push(rule);
  }

  /**
   * Whether the account must set up two-factor sign-in: an administrator while
   * require_2fa_admins is on, or anyone a rule of requireEnrollmentWhen names.
   */
  async enrollmentRequired(user: User): Promise<boolean> {
    if (await this.factors.isEnabled(user.id)) return false;
    if (isAdminRole(user.role) && (await this.settings.get()).require_2fa_admins) return true;
    for (const rule of this.enrollmentRules) if (await rule(user.id)) return true;
    return false;
  }

  /** The second step of sign-in: the user the mfa_token stands for, once the code (or passkey) is right. */
  async verify(mfaToken: string, input: SecondStepInput, now = new Date()): Promise<User> {
    assertOneCodeKind(input);
    const { user, factor } = await this.passwordStep(mfaToken, now);
    await this.lock.assertOpen(user.id);
    if (input.passkey !== undefined) {
      const refusal = await this.passkeys.secondStepRefusal(user, input.passkey, now);
      if (refusal) await this.lock.failed(user.id);
      if (refusal) await this.secondStepFailed(user);
      if (refusal) throw new UnauthorizedException(refusal);
      return user;
    }
    await this.secondStep(factor, input, now, (message) => new UnauthorizedException(message), user, true);
    return user;
  }

  /** The prompt for a passkey as the second step of the sign-in the mfa_token stands for. */
  async passkeyOptions(mfaToken: string, now = new Date()): Promise<PasskeyRequestOptionsDto> {
    const { user } = await this.passwordStep(mfaToken, now);
    await this.lock.assertOpen(user.id);
    return this.passkeys.secondStepOptions(user);
  }

  /** Who passed the password step, with two-factor sign-in still on; 401 otherwise. */
  private async passwordStep(mfaToken: string, now: Date): Promise<{ user: User; factor: UserTwoFactor }> {
    const passed = this.tokens.read(mfaToken, now);
    const user = await this.users.findById(passed.userId);
    // A password changed (or the account deleted) since the password step ends the sign-in.
    if (!user || user.tokenVersion !== passed.tokenVersion)
      throw new UnauthorizedException(M.mfaTokenInvalid);
    const factor = await this.enabledFactor(user.id);
    if (!factor) throw new UnauthorizedException(M.mfaTokenInvalid);
    return { user, factor };
  }

  /** Checks the code or recovery code, and uses it up; a wrong one counts towards the lock. */
  private async secondStep(
    factor: UserTwoFactor,
    input: SecondStepInput,
    now: Date,
    refusal: (message: string) => HttpException,
    user: User,
    signingIn = false,
  ): Promise<void> {
    const wrong = await this.wrongSecondStep(factor, input, now, user);
    if (!wrong) return;
    await this.lock.failed(factor.userId);
    if (signingIn) await this.secondStepFailed(user);
    throw refusal(wrong);
  }

  /** An entry of the user's own two-factor sign-in, the user its actor (signed in or signing in). */
  private entry(action: AuditAction, user: User, details?: Record<string, unknown>) {
    return {
      action,
      workspaceId: null,
      target: { type: 'user' as const, id: user.id, label: user.email },
      actor: { type: 'user' as const, userId: user.id, label: user.email },
      ...(details && { details }),
    };
  }

  /** auth.sign_in_failed at the second step: the password was right, the code was not. */
  private secondStepFailed(user: User): Promise<void> {
    return this.audit.recordAlone({
      ...this.entry('auth.sign_in_failed', user, { reason: 'wrong_second_step' }),
      actor: { type: 'anonymous' },
    });
  }

  /** Why the second step is refused, or null when it is accepted (and used up). */
  private async wrongSecondStep(
    factor: UserTwoFactor,
    input: SecondStepInput,
    now: Date,
    user: User,
  ): Promise<string | null> {
    if (input.recovery_code !== undefined) {
      const used = await this.factors.useRecoveryCode(
        factor.userId,
        this.hasher.hash(input.recovery_code),
        (m) => this.audit.record(m, this.entry('auth.2fa_recovery_code_used', user)),
      );
      return used ? null : M.recoveryCodeWrong;
    }
    const step = stepOfCode(this.secretOf(factor), input.code ?? '', now);
    if (step === null) return M.codeWrong;
    return (await this.factors.takeStep(factor.userId, step)) ? null : M.codeReused;
  }

  private async enabledFactor(userId: number): Promise<UserTwoFactor | null> {
    const factor = await this.factors.of(userId);
    return factor?.enabledAt ? factor : null;
  }

  private secretOf(factor: UserTwoFactor): string {
    return this.box.open(factor.totpSecret, SECRET_FIELD);
  }
}

/** Exactly one of the code, the recovery code and the passkey: 400 at the field otherwise. */
function assertOneCodeKind(input: SecondStepInput): void {
  if (input.passkey !== undefined) {
    if (input.code === undefined && input.recovery_code === undefined) return;
    throw fieldsError({ passkey: [PASSKEY_MESSAGES.oneSecondStepKind] });
  }
  if ((input.code === undefined) !== (input.recovery_code === undefined)) return;
  throw fieldsError({ code: [M.oneCodeKind] });
}
