import { RETURN_IMAGES_NAMESPACE } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { fileIdOf } from '../file-storage/file-links';
import { isRasterImage } from '../file-storage/file-types';
import { findFile } from '../file-storage/files-sql';
import { namespaceRules, sizeInMb } from '../file-storage/namespaces';

/**
 * Checks quality-check photos: each address must name a file this shop's assets calls took whole (started, its
 * bytes PUT and proven, completed) in the return photos' namespace, an image within that namespace's size limit.
 * Answers the addresses without their signatures, as they are kept.
 */
export async function checkQcImages(db: Db, applicationId: string, urls: string[]): Promise<string[]> {
  const rules = namespaceRules(RETURN_IMAGES_NAMESPACE);
  const kept: string[] = [];
  for (const url of urls) {
    const named = fileIdOf(url);
    if (!named || named.namespace !== RETURN_IMAGES_NAMESPACE) {
      throw badRequest(
        `${url} is not a photo uploaded for a return: upload it through the assets calls first`,
      );
    }
    const file = await findFile(db, applicationId, named.id);
    if (file?.state !== 'complete' || file.namespace !== named.namespace) {
      throw badRequest(`${url} names no completed upload: complete the upload first`);
    }
    if (!file.content_type || !isRasterImage(file.content_type)) {
      throw badRequest(`${url} is not an image: send a photo (${rules.types.join(', ')})`);
    }
    if (Number(file.size) > rules.maxBytes) {
      throw badRequest(`${url} is larger than the limit of ${sizeInMb(rules.maxBytes)}`);
    }
    const bare = new URL(url, 'http://file.invalid');
    kept.push(/^https?:\/\//.test(url) ? `${bare.origin}${bare.pathname}` : bare.pathname);
  }
  return kept;
}
