import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';

// Shoppers: accounts, sign-in, addresses, codes sent to them, their consents, devices and follows.

export type UserEmail = {
  /** Lower-cased, so look-ups by e-mail ignore case. */
  email: string;
  active: boolean;
  primary: boolean;
  verified: boolean;
};

export type UserPhoneNumber = {
  /** Digits only, without the country code. */
  phone: string;
  country_code: number;
  active: boolean;
  primary: boolean;
  verified: boolean;
};

/** What a user attribute may hold. */
export type UserAttributeValues = Record<string, string | number | boolean>;

/** A shopper's account (the platform's UserSchema). */
export interface UserTable {
  /** 24 lowercase hex characters. */
  id: string;
  application_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: Generated<string>;
  dob: string | null;
  username: Generated<string>;
  account_type: Generated<string>;
  active: Generated<boolean>;
  profile_pic_url: Generated<string>;
  meta: Json;
  emails: Json<UserEmail[]>;
  phone_numbers: Json<UserPhoneNumber[]>;
  /** Self-describing scrypt hash (see modules/user/passwords.ts); null for accounts without a password. */
  password_hash: string | null;
  /** When the shopper deleted the account; a deleted account never signs in again. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deletion_reason: string | null;
  /** The shopper's own attributes (getUserAttributes): a flat object of short values. */
  attributes: ColumnType<UserAttributeValues, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An identity at a social sign-in provider ('google', 'facebook', 'apple') and the account it opens. */
export interface SocialIdentityTable {
  application_id: string;
  provider: string;
  /** The provider's stable id for the person (the id_token's `sub`, the Graph user id). */
  subject: string;
  user_id: string;
  email: string | null;
  created_at: CreatedAt;
  last_sign_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A signed-in browser: only the SHA-256 of the cookie's token is kept. */
export interface UserSessionTable {
  token_hash: string;
  user_id: string;
  application_id: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** One saved address of a shopper; `details` holds the Address fields the country's form describes. */
export interface AddressTable {
  /** 24 lowercase hex characters. */
  id: string;
  application_id: string;
  user_id: string;
  is_default: Generated<boolean>;
  tags: Json<string[]>;
  checkout_mode: Generated<string>;
  phone: Generated<string>;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One code or link sent to a shopper (modules/user/one-time-codes.ts); only hashes of the secrets. */
export interface OneTimeCodeTable {
  request_id: string;
  application_id: string;
  purpose: string;
  channel: 'sms' | 'email';
  /** A lower-cased e-mail address, or `{country code}-{digits}` for a phone. */
  destination: string;
  code_hash: string;
  resend_token_hash: string | null;
  /** The account the code is for, when one was known on sending. */
  user_id: string | null;
  /** What the flow carries to the verify step (a registration's form, for one). */
  details: Json;
  attempts: Generated<number>;
  used_at: Date | null;
  resend_after: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: CreatedAt;
}

/** A shopper's yes or no to messages on one channel. */
export interface CommunicationConsentTable {
  application_id: string;
  user_id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  response: 'yes' | 'no';
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A shopper's device that takes push notifications. */
export interface PushTokenTable {
  id: string;
  application_id: string;
  user_id: string;
  unique_device_id: string;
  push_token: string;
  bundle_identifier: Generated<string>;
  type: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expired_at: Date | null;
}

/** One thing a shopper follows (their wishlist): a product, brand or collection by its id as text. */
export interface FollowTable {
  id: Generated<string>;
  application_id: string;
  user_id: string;
  collection_type: 'products' | 'brands' | 'collections';
  collection_id: string;
  created_at: CreatedAt;
}
