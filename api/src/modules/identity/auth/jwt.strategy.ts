import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Role } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { setRequestSession } from '../sessions/current-session';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export interface JwtPayload {
  sub: number;
  role: Role;
  /** The user's token version when the token was issued. */
  tv: number;
  /**
   * The sign-in session (SessionsService): revoking it ends the token. Absent from tokens
   * issued before sessions existed: those stay good, session-less, until they expire (at most
   * JWT_EXPIRES_IN after the upgrade), so an upgrade signs no one out; they are not listed, and
   * a password change (which bumps the token version) ends them.
   */
  sid?: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** A token outlives neither its user, a password or role change, nor its session's revocation. */
  async validate(request: object, payload: JwtPayload): Promise<User | false> {
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.tv) return false;
    if (payload.sid !== undefined && !(await this.sessions.isLive(payload.sid, user.id))) return false;
    setRequestSession(request, payload.sid);
    return user;
  }
}
