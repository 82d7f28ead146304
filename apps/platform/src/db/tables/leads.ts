import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';

// Leads (contact messages, product requests, custom form submissions) and the files sent with them.

/** A custom form: its fields, priority and messages live in `definition` (modules/lead/forms.ts). */
export interface CustomFormTable {
  id: string;
  application_id: string;
  slug: string;
  definition: Json;
  created_at: CreatedAt;
}

/** A lead: a contact message, a product request or a custom form's submission. */
export interface TicketTable {
  id: string;
  application_id: string;
  user_id: string | null;
  category: string;
  status: Generated<string>;
  priority: Generated<string>;
  content: Json;
  custom_json: Json;
  form_slug: string | null;
  form_response: Json<unknown[]> | null;
  user_agent: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TicketHistoryTable {
  id: string;
  ticket_id: string;
  user_id: string | null;
  type: string;
  value: Json<object>;
  created_at: CreatedAt;
}

/** An uploaded file's record; its bytes live in the file store (modules/file-storage). */
export interface StoredFileTable {
  id: string;
  application_id: string;
  namespace: string;
  file_name: string;
  declared_type: string;
  /** The type its bytes proved to be, once uploaded. */
  content_type: string | null;
  size: number;
  /** SHA-256 of the single-use upload token, base64url; cleared once used. */
  upload_token_hash: string | null;
  upload_expires_at: ColumnType<Date, Date | string, Date | string>;
  state: Generated<'started' | 'uploaded' | 'complete'>;
  created_at: CreatedAt;
  completed_at: Date | null;
}
