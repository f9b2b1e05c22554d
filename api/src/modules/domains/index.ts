// The domains module's face: what other modules may import (docs/decisions/module-faces.md).
export { DomainsModule } from './domains.module';
export { DomainsService, type CodeCounter } from './domains.service';
export { DomainHosts, type HostDomain } from './domain-hosts';
export { CreateDomainDto, UpdateDomainDto } from './dto/domain-requests.dto';
export { DomainResponseDto } from './dto/domain-response.dto';
