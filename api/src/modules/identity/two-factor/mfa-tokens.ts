import { hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MFA_TOKEN_SECONDS, TWO_FACTOR_MESSAGES as M } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { User } from '../users/user.entity';

const PURPOSE = 'mfa';

interface MfaPayload {
  sub: number;
  /** The user's token version at the password step: a password change since ends it. */
  tv: number;
  purpose: typeof PURPOSE;
  jti: string;
  iat: number;
  exp: number;
}

/** Who passed the password step. */
export interface PasswordStep {
  userId: number;
  tokenVersion: number;
}

/**
 * The mfa_token between the password and the second step: a JWT signed with a key of its
 * own (derived from JWT_SECRET), so the session strategy, which checks JWT_SECRET's
 * signature, refuses it as a bearer token; and it names its purpose.
 */
@Injectable()
export class MfaTokens {
  private readonly jwt: JwtService;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'qrpanel', 'mfa tokens v1', 32));
    this.jwt = new JwtService({ secret: key.toString('base64'), verifyOptions: { algorithms: ['HS256'] } });
  }

  issue(user: User, now = new Date()): string {
    const iat = Math.floor(now.getTime() / 1000);
    const payload: MfaPayload = {
      sub: user.id,
      tv: user.tokenVersion,
      purpose: PURPOSE,
      jti: randomBytes(12).toString('base64url'),
      iat,
      exp: iat + MFA_TOKEN_SECONDS,
    };
    return this.jwt.sign(payload, { algorithm: 'HS256' });
  }

  /** Who the token stands for; 401 with its own message for an expired token and for any other. */
  read(token: string, now = new Date()): PasswordStep {
    let payload: MfaPayload;
    try {
      payload = this.jwt.verify<MfaPayload>(token, { clockTimestamp: Math.floor(now.getTime() / 1000) });
    } catch (error) {
      const expired = (error as Error).name === 'TokenExpiredError';
      throw new UnauthorizedException(expired ? M.mfaTokenExpired : M.mfaTokenInvalid);
    }
    if (payload.purpose !== PURPOSE || !Number.isInteger(payload.sub) || !Number.isInteger(payload.tv))
      throw new UnauthorizedException(M.mfaTokenInvalid);
    return { userId: payload.sub, tokenVersion: payload.tv };
  }
}
