import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredFileTable } from '../../db/schema';

export type StoredFileRow = Selectable<StoredFileTable>;

export interface NewFile {
  id: string;
  applicationId: string;
  namespace: string;
  fileName: string;
  declaredType: string;
  size: number;
  uploadTokenHash: string;
  uploadExpiresAt: Date;
}

export async function insertFile(db: Db, file: NewFile): Promise<StoredFileRow> {
  return db
    .insertInto('stored_files')
    .values({
      id: file.id,
      application_id: file.applicationId,
      namespace: file.namespace,
      file_name: file.fileName,
      declared_type: file.declaredType,
      size: file.size,
      upload_token_hash: file.uploadTokenHash,
      upload_expires_at: file.uploadExpiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes the upload token: only one request can, and only before it expires. The token is cleared at once, so
 * a second PUT with it (a replay, or two racing) finds nothing.
 */
export function claimUpload(db: Db, tokenHash: string): Promise<StoredFileRow | undefined> {
  return db
    .updateTable('stored_files')
    .set({ upload_token_hash: null })
    .where('upload_token_hash', '=', tokenHash)
    .where('state', '=', 'started')
    .where('upload_expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

export async function markUploaded(db: Db, id: string, contentType: string, size: number): Promise<void> {
  await db
    .updateTable('stored_files')
    .set({ state: 'uploaded', content_type: contentType, size })
    .where('id', '=', id)
    .execute();
}

export async function forgetFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('stored_files').where('id', '=', id).execute();
}

export function findFile(db: Db, applicationId: string, id: string): Promise<StoredFileRow | undefined> {
  return db
    .selectFrom('stored_files')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Completes an uploaded file (again: completing twice answers the same file). */
export function completeFile(
  db: Db,
  applicationId: string,
  id: string,
  namespace: string,
): Promise<StoredFileRow | undefined> {
  return db
    .updateTable('stored_files')
    .set((eb) => ({
      state: 'complete',
      completed_at: eb.fn.coalesce('completed_at', eb.val(new Date())),
    }))
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .where('namespace', '=', namespace)
    .where('state', 'in', ['uploaded', 'complete'])
    .returningAll()
    .executeTakeFirst();
}

/** A file by its id alone: its signed address, not the application, is what lets it be read. */
export function findFileById(db: Db, id: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Uploads never finished: addresses that expired unused, and files whose bytes came but were never completed. */
export function abandonedFiles(db: Db, limit: number): Promise<StoredFileRow[]> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return db
    .selectFrom('stored_files')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'started'), eb('upload_expires_at', '<', new Date())]),
        eb.and([eb('state', '=', 'uploaded'), eb('upload_expires_at', '<', dayAgo)]),
      ]),
    )
    .limit(limit)
    .execute();
}
