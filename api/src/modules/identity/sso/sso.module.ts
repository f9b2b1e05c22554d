import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { OidcProtocol } from './oidc-protocol';
import { SsoAccounts } from './sso-accounts';
import { SsoController } from './sso.controller';
import { SsoIdentity, SsoProvider } from './sso.entities';
import { SsoProvidersController } from './sso-providers.controller';
import { SsoProvidersService } from './sso-providers.service';
import { SsoRepository } from './sso.repository';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoTickets } from './sso-tickets';

/**
 * Single sign-on with OpenID Connect: a module of its own above AuthModule, whose session it
 * answers (as PasskeySignInModule does). The SsoWorkspaces port comes from workspaces.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SsoProvider, SsoIdentity]),
    UsersModule,
    AuthModule,
    TwoFactorModule,
    PasskeysModule,
  ],
  controllers: [SsoProvidersController, SsoController],
  providers: [SsoRepository, OidcProtocol, SsoTickets, SsoProvidersService, SsoAccounts, SsoSignInService],
})
export class SsoModule {}
