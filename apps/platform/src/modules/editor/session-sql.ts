import type { Db } from '../../db/database';

export interface EditorSessionRow {
  tokenHash: string;
  editorKey: string;
  expiresAt: Date;
}

/** Stores a new session and sweeps the expired ones (few: one per sign-in of the merchant). */
export async function insertEditorSession(db: Db, session: EditorSessionRow): Promise<void> {
  await db
    .insertInto('editor_sessions')
    .values({ token_hash: session.tokenHash, editor_key: session.editorKey, expires_at: session.expiresAt })
    .execute();
  await db.deleteFrom('editor_sessions').where('expires_at', '<=', new Date()).execute();
}

/** Whether a session with this token digest, made with this editor key, is still open. */
export async function editorSessionOpen(db: Db, tokenHash: string, editorKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('editor_sessions')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('editor_key', '=', editorKey)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteEditorSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('editor_sessions').where('token_hash', '=', tokenHash).execute();
}
