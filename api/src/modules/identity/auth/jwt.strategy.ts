import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Role } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export interface JwtPayload {
  sub: number;
  role: Role;
  /** The user's token version when the token was issued. */
  tv: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A token outlives neither its user nor a password or role change. */
  async validate(payload: JwtPayload): Promise<User | false> {
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.tv) return false;
    return user;
  }
}
