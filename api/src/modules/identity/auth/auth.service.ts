import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MESSAGES, type AuthResponse, type LoginResponse, type SecondStepInput } from '@qrpanel/contracts';
import { SettingsService } from '../../settings';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/user.entity';
import { UserViews } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { PasswordService } from './password.service';
import type { JwtPayload } from './jwt.strategy';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    private readonly settings: SettingsService,
    private readonly views: UserViews,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * Closed while allow_registration is off (docs/product.md, Accounts and sign-in); admins still create
   * users.
   */
  async register(dto: RegisterDto): Promise<AuthResponse> {
    if (!(await this.settings.get()).allow_registration) {
      throw new ForbiddenException(MESSAGES.registrationDisabled);
    }
    const user = await this.users.create({ ...dto, role: 'user' });
    return this.session(user);
  }

  /**
   * With two-factor sign-in on, the password alone opens no session: the answer is the
   * challenge of the second step (POST /auth/2fa/verify).
   */
  async login(dto: LoginDto): Promise<LoginResponse> {
    const user = await this.users.findByEmail(dto.email);
    if (!(await this.passwords.verify(user?.passwordHash, dto.password)) || !user) {
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    const challenge = await this.twoFactor.challenge(user);
    if (challenge) return challenge;
    const session = await this.session(user);
    return (await this.twoFactor.enrollmentRequired(user))
      ? { ...session, mfa_enrollment_required: true }
      : session;
  }

  /** The second step of sign-in: answers what login answers without two-factor sign-in. */
  async verifySecondStep(mfaToken: string, input: SecondStepInput): Promise<AuthResponse> {
    return this.session(await this.twoFactor.verify(mfaToken, input));
  }

  async changePassword(user: User, currentPassword: string, newPassword: string): Promise<void> {
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw new BadRequestException(MESSAGES.currentPasswordWrong);
    }
    await this.users.setPassword(user, newPassword);
  }

  async session(user: User): Promise<AuthResponse> {
    const payload: JwtPayload = { sub: user.id, role: user.role, tv: user.tokenVersion };
    return { token: this.jwt.sign(payload), user: await this.views.one(user) };
  }
}
