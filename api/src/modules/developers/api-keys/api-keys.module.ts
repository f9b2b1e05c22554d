import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../../billing';
import { WorkspacesModule } from '../../workspaces';
import { ApiKey } from './api-key.entity';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { AuditModule } from '../../audit';

/** API keys: stored hashed, made in a workspace, checked on each public API call. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), PlansModule, WorkspacesModule, AuditModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysRepository, ApiKeysService],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
