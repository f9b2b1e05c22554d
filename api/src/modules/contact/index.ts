// The contact module's face: what other modules may import (docs/decisions/module-faces.md).
export { ContactModule } from './contact.module';
