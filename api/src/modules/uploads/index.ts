// The uploads module's face: what other modules may import (docs/decisions/module-faces.md).
export { UploadsModule } from './uploads.module';
export { LogoStorage, LOGO_URL_PREFIX, type StoredLogo } from './logo-storage.service';
export { readNamedUpload, readUploadedFile } from './uploaded-file';
// A port: qrcodes, a floor above, provides the logos its codes use (its CodeUploadsModule).
export { LogosInUse } from './logos-in-use';
export { PageFiles } from './page-files.service';
// A port: qrcodes provides the files its codes' pages use (its CodeUploadsModule).
export { FilesInUse } from './files-in-use';
