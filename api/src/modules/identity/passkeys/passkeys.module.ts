import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../../settings';
import { UsersModule } from '../users/users.module';
import { PasskeyChallenges } from './passkey-challenges';
import { Passkey } from './passkey.entity';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';

/**
 * Passkeys and the account's routes to them. TwoFactorModule asks it for the second step;
 * signing in with one is PasskeySignInModule's (it needs AuthModule, which needs this).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Passkey]), UsersModule, SettingsModule],
  controllers: [PasskeysController],
  providers: [PasskeysService, PasskeysRepository, PasskeyChallenges],
  exports: [PasskeysService],
})
export class PasskeysModule {}
