import type { Generated } from 'kysely';
import type { CreatedAt, Money } from './columns';

// Credit notes and the parts of them held for orders being placed.

/** A shopper's credit note: `amount` in paise, of which locks hold parts against orders being placed. */
export interface CreditNoteTable {
  number: string;
  application_id: string;
  user_id: string;
  amount: Money;
  currency: Generated<string>;
  created_at: CreatedAt;
}

export interface CreditNoteLockTable {
  credit_note_number: string;
  order_id: string;
  amount: Money;
  locked_at: CreatedAt;
}
