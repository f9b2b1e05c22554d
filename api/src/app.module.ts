import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { jobNames } from './jobs';
import { AnalyticsModule } from './modules/scans/analytics/analytics.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuditRetentionModule } from './modules/settings/audit-retention.provider';
import { AuthModule } from './modules/identity/auth/auth.module';
import { PasskeySignInModule } from './modules/identity/passkeys/passkey-sign-in.module';
import { SsoModule } from './modules/identity/sso/sso.module';
import { DevelopersModule } from './modules/developers/developers.module';
import { PublicApiModule } from './modules/developers/v1/public-api.module';
import { ContactModule } from './modules/contact/contact.module';
import { DomainsModule } from './modules/domains/domains.module';
import { AllExceptionsFilter } from './platform/common/filters/all-exceptions.filter';
import { JwtAuthGuard } from './platform/common/guards/jwt-auth.guard';
import { RolesGuard } from './platform/common/guards/roles.guard';
import { RequestContextInterceptor } from './platform/common/request-context';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { dataSourceOptions } from './platform/database/data-source-options';
import { oneWriter } from './platform/database/sqlite-one-writer';
import { EventsModule } from './platform/events/domain-events';
import { HealthModule } from './platform/health/health.module';
import { I18nModule } from './platform/i18n/i18n.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { ScanPressureModule } from './platform/load/scan-pressure';
import { TypeOrmPinoLogger } from './platform/logging/typeorm-logger';
import { MailModule } from './modules/mail/mail.module';
import { MemberLimitsModule } from './modules/billing/plans/member-limits.provider';
import { PlansModule } from './modules/billing/plans/plans.module';
import { QrCodesModule } from './modules/qrcodes/qrcodes.module';
import { RedisModule } from './platform/redis/redis.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { ScansModule } from './modules/scans/scans.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SubscriptionsModule } from './modules/billing/subscriptions/subscriptions.module';
import { UsersModule } from './modules/identity/users/users.module';
import { WorkspacesModule } from './modules/workspaces/workspaces.module';
import { SsoMembershipsModule } from './modules/workspaces/sso-memberships.provider';
import { RawRoutes, RawRoutesModule } from './platform/web/raw-routes';

@Module({})
export class AppModule {
  /** `moreJobNames`: job names beyond the api's own (jobNames), for work its caller registers. */
  static forRoot(
    config: AppConfig,
    rawRoutes: RawRoutes,
    logger: Logger,
    moreJobNames: readonly string[] = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RawRoutesModule.forRoot(rawRoutes),
        RedisModule,
        EventsModule,
        I18nModule,
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(config.database, entities, new TypeOrmPinoLogger(logger)),
            retryAttempts: 3,
            retryDelay: 2000,
          }),
          dataSourceFactory: async (options) => {
            const db = await new DataSource(options!).initialize();
            oneWriter(db);
            return db;
          },
        }),
        JobsModule.forRoot([...jobNames, ...moreJobNames]),
        ScanPressureModule,
        HealthModule,
        AuditModule,
        UsersModule,
        AuthModule,
        PasskeySignInModule,
        SsoModule,
        WorkspacesModule,
        SsoMembershipsModule,
        SettingsModule,
        AuditRetentionModule,
        MailModule,
        PlansModule,
        MemberLimitsModule,
        ContactModule,
        UploadsModule,
        DomainsModule,
        QrCodesModule,
        ScansModule,
        AnalyticsModule,
        SubscriptionsModule,
        DevelopersModule,
        PublicApiModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
      ],
    };
  }
}
