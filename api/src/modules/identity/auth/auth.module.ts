import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { MESSAGES } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { MailModule } from '../../mail';
import { REDIS_CLIENT } from '../../../platform/redis/redis.module';
import { RedisThrottlerStorage } from '../../../platform/redis/redis-throttler.storage';
import { SettingsModule } from '../../settings';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { AuditModule } from '../../audit';

@Module({
  imports: [
    UsersModule,
    TwoFactorModule,
    SessionsModule,
    SettingsModule,
    MailModule,
    AuditModule,
    TypeOrmModule.forFeature([PasswordResetToken]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as `${number}d`, algorithm: 'HS256' },
      }),
    }),
    // Login, register and password-reset calls: a few a minute per IP (docs/product.md, Accounts and
    // sign-in).
    // With Redis the counters are shared by every replica.
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis | null) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.authRateLimit }],
        errorMessage: MESSAGES.tooManyRequests,
        ...(redis ? { storage: new RedisThrottlerStorage(redis) } : {}),
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, PasswordResetService],
  exports: [AuthService],
})
export class AuthModule {}
