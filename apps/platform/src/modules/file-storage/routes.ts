import { api as contract, fileStorageV1 } from '@vitrine/contract';
import { limitByAddress } from '../../http/address-limit';
import type { Services } from '../../http/context';
import type { LimitRule } from '../../http/rate-limit';
import { ownOrigin } from '../../http/request';
import type { On } from '../../http/route';
import { fileStorageOf } from './services';
import { completeUpload, signUrls, startUpload } from './uploads';

/** Uploads a visitor may start: each may take up to 5 MB of the shop's storage. */
export const UPLOADS_PER_ADDRESS: LimitRule = {
  name: 'uploads-per-address',
  max: 60,
  windowMs: 10 * 60 * 1000,
};

/** FileStorage: start and complete at the v2.0 paths (v3 SDK) and the v1.0 ones (v1 SDK); sign-urls. */
export function registerFileStorage(on: On, services: Services): void {
  const files = fileStorageOf(services);
  const countUpload = limitByAddress(services, UPLOADS_PER_ADDRESS);
  for (const calls of [contract.fileStorage, fileStorageV1]) {
    on(calls.startUpload, async ({ params, body }, c) => {
      await countUpload(c);
      return startUpload(files, c.get('application').id, ownOrigin(c), params.namespace, body);
    });
    on(calls.completeUpload, ({ params, body }, c) =>
      completeUpload(files, c.get('application').id, ownOrigin(c), params.namespace, body),
    );
  }
  on(contract.fileStorage.signUrls, ({ body }, c) =>
    signUrls(files, c.get('application').id, body.urls, body.expiry),
  );
}
