import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { PlansModule } from '../billing';
import { UsersModule } from '../identity';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { WorkspacesModule } from '../workspaces';
import { CustomerHosts } from './customer-hosts';
import { Domain } from './domain.entity';
import { DomainChecks } from './domain-checks';
import { DomainDns } from './domain-dns';
import { DomainHosts } from './domain-hosts';
import { DomainsController } from './domains.controller';
import { DomainsRepository } from './domains.repository';
import { DomainsService } from './domains.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Domain]),
    PlansModule,
    UsersModule,
    MailModule,
    SettingsModule,
    WorkspacesModule,
    AuditModule,
  ],
  controllers: [DomainsController],
  providers: [DomainsRepository, DomainsService, DomainDns, DomainHosts, DomainChecks, CustomerHosts],
  exports: [DomainsService, DomainHosts],
})
export class DomainsModule {}
