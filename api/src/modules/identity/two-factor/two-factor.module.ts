import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../../settings';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { UsersModule } from '../users/users.module';
import { MfaTokens } from './mfa-tokens';
import { SecondStepLock } from './second-step-lock';
import { SecondStepPasskeyController } from './second-step-passkey.controller';
import { TwoFactorController } from './two-factor.controller';
import { RecoveryCode, UserTwoFactor } from './two-factor.entities';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';
import { AuditModule } from '../../audit';

/** Two-factor sign-in; AuthModule asks it at sign-in and answers its second step. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserTwoFactor, RecoveryCode]),
    UsersModule,
    SettingsModule,
    PasskeysModule,
    AuditModule,
  ],
  controllers: [TwoFactorController, SecondStepPasskeyController],
  providers: [TwoFactorService, TwoFactorRepository, MfaTokens, SecondStepLock],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
