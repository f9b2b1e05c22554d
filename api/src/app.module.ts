import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { ContactModule } from './contact/contact.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { EventsModule } from './events/domain-events';
import { HealthModule } from './health/health.module';
import { TypeOrmPinoLogger } from './logging/typeorm-logger';
import { MailModule } from './mail/mail.module';
import { PlansModule } from './plans/plans.module';
import { QrCodesModule } from './qrcodes/qrcodes.module';
import { RedisModule } from './redis/redis.module';
import { UploadsModule } from './uploads/uploads.module';
import { ScansModule } from './scans/scans.module';
import { SettingsModule } from './settings/settings.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';
import { RawRoutes, RawRoutesModule } from './web/raw-routes';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, rawRoutes: RawRoutes, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RawRoutesModule.forRoot(rawRoutes),
        RedisModule,
        EventsModule,
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.database, new TypeOrmPinoLogger(logger)),
          retryAttempts: 3,
          retryDelay: 2000,
        }),
        ScheduleModule.forRoot(),
        HealthModule,
        UsersModule,
        AuthModule,
        SettingsModule,
        MailModule,
        PlansModule,
        ContactModule,
        UploadsModule,
        QrCodesModule,
        ScansModule,
        AnalyticsModule,
        SubscriptionsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
