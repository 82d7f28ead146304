import { createHash, randomBytes } from 'node:crypto';
import type { EndpointResponse, fileStorage, StartUploadRequest } from '@vitrine/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { FILES_PATH, type FileUrlSigner, fileIdOf, filePath, uploadPath } from './file-links';
import { safeFileName } from './file-names';
import type { FileStore } from './file-store';
import { bareType, sniffFileType } from './file-types';
import {
  abandonedFiles,
  claimUpload,
  completeFile,
  findFile,
  forgetFile,
  insertFile,
  markUploaded,
  type StoredFileRow,
} from './files-sql';
import { namespaceRules, sizeInMb } from './namespaces';

/** How long the upload address of a started file takes bytes. */
const UPLOAD_EXPIRY_SECONDS = 600;

export interface FileStorage {
  db: Db;
  store: FileStore;
  signer: FileUrlSigner;
}

type StartAnswer = EndpointResponse<typeof fileStorage.startUpload>;
type CompleteAnswer = EndpointResponse<typeof fileStorage.completeUpload>;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export const storageKey = (row: Pick<StoredFileRow, 'namespace' | 'id'>) => `${row.namespace}/${row.id}`;

function startAnswer(row: StoredFileRow, origin: string, uploadUrl: string): StartAnswer {
  const relative = `${FILES_PATH}/${filePath(row.namespace, row.id, row.file_name)}`;
  return {
    file_name: row.file_name,
    file_path: filePath(row.namespace, row.id, row.file_name),
    content_type: row.content_type ?? row.declared_type,
    method: 'PUT',
    namespace: row.namespace,
    operation: 'putObject',
    size: row.size,
    upload: { expiry: UPLOAD_EXPIRY_SECONDS, url: uploadUrl },
    cdn: { url: `${origin}${relative}`, absolute_url: `${origin}${relative}`, relative_url: relative },
  };
}

/** Each new upload clears a few abandoned ones, so storage does not fill with files nobody completed. */
async function forgetAbandoned(files: FileStorage): Promise<void> {
  for (const row of await abandonedFiles(files.db, 5)) {
    if (row.state === 'uploaded') await files.store.delete(storageKey(row));
    await forgetFile(files.db, row.id);
  }
}

/** Checks the declared type and size against the namespace, and opens a single-use upload address. */
export async function startUpload(
  files: FileStorage,
  applicationId: string,
  origin: string,
  namespace: string,
  request: z.output<typeof StartUploadRequest>,
): Promise<StartAnswer> {
  const rules = namespaceRules(namespace);
  const declaredType = bareType(request.content_type);
  if (!rules.types.includes(declaredType)) {
    throw badRequest(`Files of type ${declaredType} are not taken here; send ${rules.types.join(', ')}`);
  }
  if (request.size > rules.maxBytes) {
    throw badRequest(`The file is larger than the limit of ${sizeInMb(rules.maxBytes)}`);
  }
  await forgetAbandoned(files);
  const token = randomBytes(32).toString('base64url');
  const row = await insertFile(files.db, {
    id: randomBytes(12).toString('hex'),
    applicationId,
    namespace,
    fileName: safeFileName(request.file_name),
    declaredType,
    size: request.size,
    uploadTokenHash: tokenHash(token),
    uploadExpiresAt: new Date(Date.now() + UPLOAD_EXPIRY_SECONDS * 1000),
  });
  return { ...startAnswer(row, origin, `${origin}${uploadPath(token)}`), tags: request.tags ?? [] };
}

/**
 * Takes the bytes PUT to an upload address: the token is used up whatever happens, the bytes must prove to be
 * the declared type (by their first bytes, not the header) and be no larger than declared.
 */
export async function receiveUpload(
  files: FileStorage,
  token: string,
  readBytes: (maxBytes: number) => Promise<Uint8Array>,
): Promise<void> {
  const row = await claimUpload(files.db, tokenHash(token));
  if (!row) throw notFound('This upload address is used up or has expired; start the upload again');
  try {
    const bytes = await readBytes(row.size);
    if (bytes.length === 0) throw badRequest('The upload holds no bytes');
    const proven = sniffFileType(bytes);
    if (proven !== row.declared_type) {
      throw new HttpError(415, `The file's content is not ${row.declared_type}`);
    }
    await files.store.put(storageKey(row), bytes, proven);
    await markUploaded(files.db, row.id, proven, bytes.length);
  } catch (error) {
    await forgetFile(files.db, row.id);
    throw error;
  }
}

/** Completes an upload from the start answer sent back; the bytes must have arrived. */
export async function completeUpload(
  files: FileStorage,
  applicationId: string,
  origin: string,
  namespace: string,
  startAnswerBack: { file_path: string },
): Promise<CompleteAnswer> {
  const named = fileIdOf(`${FILES_PATH}/${startAnswerBack.file_path}`);
  if (!named || named.namespace !== namespace)
    throw badRequest('file_path does not name a file in this namespace');
  const row = await completeFile(files.db, applicationId, named.id, namespace);
  if (!row) throw badRequest('The file has not been uploaded: PUT its bytes to upload.url first');
  const when = (row.completed_at ?? row.created_at).toISOString();
  return {
    ...startAnswer(row, origin, ''),
    _id: row.id,
    success: true,
    tags: [],
    created_on: row.created_at.toISOString(),
    modified_on: when,
    created_by: { username: '' },
  };
}

/** Signed, expiring addresses of completed files; addresses naming no such file are left out. */
export async function signUrls(
  files: FileStorage,
  applicationId: string,
  urls: string[],
  expiry: number,
): Promise<EndpointResponse<typeof fileStorage.signUrls>> {
  const signed = [];
  for (const url of urls) {
    const named = fileIdOf(url);
    if (!named || !/^https?:\/\//.test(url)) continue;
    const row = await findFile(files.db, applicationId, named.id);
    if (row?.state !== 'complete' || row.namespace !== named.namespace) continue;
    signed.push({ url, signed_url: files.signer.sign(url, row.id, expiry), expiry });
  }
  return { urls: signed };
}
