// The developers module's face: what other modules may import (docs/decisions/module-faces.md).
export { DevelopersModule } from './developers.module';
export { PublicApiModule } from './v1/public-api.module';
export { WebhooksModule } from './webhooks/webhooks.module';
