import type { Services } from '../../http/context';
import { FileUrlSigner } from './file-links';
import { fileStoreFor } from './storage-config';
import type { FileStorage } from './uploads';

const made = new WeakMap<Services, FileStorage>();

/** The platform's file storage: one per set of services, shared by the API calls and the file addresses. */
export function fileStorageOf(services: Services): FileStorage {
  let files = made.get(services);
  if (!files) {
    files = {
      db: services.db,
      store: fileStoreFor(services.config),
      signer: new FileUrlSigner(services.config.editorToken),
    };
    made.set(services, files);
  }
  return files;
}
