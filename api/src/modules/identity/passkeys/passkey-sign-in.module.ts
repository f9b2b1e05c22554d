import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeysModule } from './passkeys.module';

/** Passwordless sign-in with a passkey: a module of its own, above AuthModule, whose session it answers. */
@Module({
  imports: [PasskeysModule, AuthModule, TwoFactorModule],
  controllers: [PasskeySignInController],
})
export class PasskeySignInModule {}
