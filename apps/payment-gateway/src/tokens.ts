import { createHmac, randomBytes } from 'node:crypto';
import type { CardSummary } from './card';
import { newId, unixSeconds } from './ids';
import type { Scenario } from './scenarios';

export interface Customer {
  id: string;
  entity: 'customer';
  name: string | null;
  email: string | null;
  contact: string | null;
  notes: Record<string, string>;
  created_at: number;
}

export type NewCustomer = Pick<Customer, 'name' | 'email' | 'contact' | 'notes'>;

/** A saved card as the API shows it (Razorpay's token entity): never the number, never the CVV. */
export interface Token {
  id: string;
  entity: 'token';
  method: 'card';
  card: {
    entity: 'card';
    name: string;
    last4: string;
    network: string;
    type: CardSummary['type'];
    issuer: string | null;
    international: boolean;
    expiry_month: number;
    expiry_year: number;
  };
  used_at: number | null;
  created_at: number;
}

/** What a successful payment saves: the card's summary, and what the sandbox needs to pay with it again. */
export interface CardToSave {
  summary: CardSummary;
  name: string;
  expiryMonth: number;
  expiryYear: number;
  /** The full number, only to tell the same card saved twice; it is kept as an HMAC, never as it is. */
  digits: string;
  scenario: Scenario;
}

interface TokenRecord {
  token: Token;
  customerId: string;
  fingerprint: string;
  scenario: Scenario;
}

interface PendingSave {
  keyId: string;
  customerId: string;
  card: Omit<CardToSave, 'digits'> & { fingerprint: string };
}

/** A card is good through the end of its expiry month. */
export function hasExpired(card: Pick<Token['card'], 'expiry_month' | 'expiry_year'>, now = new Date()) {
  return card.expiry_year * 12 + card.expiry_month <= now.getFullYear() * 12 + now.getMonth();
}

/**
 * The card vault: each merchant's customers and the cards they saved. A card is saved only once the payment it
 * was entered for is captured (`saveOnCapture`, then `paymentSettled`); a declined card is never kept.
 */
export function createVault() {
  const fingerprintKey = randomBytes(32);
  const customers = new Map<string, Map<string, Customer>>();
  const tokens = new Map<string, TokenRecord[]>();
  const pending = new Map<string, PendingSave>();
  const vaultKey = (keyId: string, customerId: string) => `${keyId}\n${customerId}`;

  function createCustomer(keyId: string, fields: NewCustomer): Customer {
    const customer: Customer = {
      id: newId('cust'),
      entity: 'customer',
      ...fields,
      created_at: unixSeconds(),
    };
    const book = customers.get(keyId) ?? new Map<string, Customer>();
    book.set(customer.id, customer);
    customers.set(keyId, book);
    return customer;
  }

  const findCustomer = (keyId: string, customerId: string) => customers.get(keyId)?.get(customerId);

  const recordsOf = (keyId: string, customerId: string) => tokens.get(vaultKey(keyId, customerId)) ?? [];

  /** The customer's saved cards, oldest first; none for a customer the merchant does not have. */
  const tokensOf = (keyId: string, customerId: string) =>
    recordsOf(keyId, customerId).map((record) => record.token);

  const findToken = (keyId: string, customerId: string, tokenId: string) =>
    recordsOf(keyId, customerId).find((record) => record.token.id === tokenId);

  function deleteToken(keyId: string, customerId: string, tokenId: string): boolean {
    const records = recordsOf(keyId, customerId);
    const left = records.filter((record) => record.token.id !== tokenId);
    tokens.set(vaultKey(keyId, customerId), left);
    return left.length < records.length;
  }

  function saveOnCapture(paymentId: string, keyId: string, customerId: string, card: CardToSave): void {
    const { digits, ...kept } = card;
    const fingerprint = createHmac('sha256', fingerprintKey).update(`${keyId}|${digits}`).digest('hex');
    pending.set(paymentId, { keyId, customerId, card: { ...kept, fingerprint } });
  }

  function store({ keyId, customerId, card }: PendingSave): void {
    const records = recordsOf(keyId, customerId).filter((record) => record.fingerprint !== card.fingerprint);
    const token: Token = {
      id: newId('token'),
      entity: 'token',
      method: 'card',
      card: {
        entity: 'card',
        name: card.name,
        last4: card.summary.last4,
        network: card.summary.network,
        type: card.summary.type,
        issuer: null,
        international: false,
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
      },
      used_at: null,
      created_at: unixSeconds(),
    };
    records.push({ token, customerId, fingerprint: card.fingerprint, scenario: card.scenario });
    tokens.set(vaultKey(keyId, customerId), records);
  }

  /** Keeps the card a captured payment asked to save (the same card again replaces its older token). */
  function paymentSettled(payment: { id: string; status: string }): void {
    const save = pending.get(payment.id);
    pending.delete(payment.id);
    if (save && payment.status === 'captured') store(save);
  }

  return {
    createCustomer,
    findCustomer,
    tokensOf,
    findToken,
    deleteToken,
    saveOnCapture,
    paymentSettled,
  };
}

export type Vault = ReturnType<typeof createVault>;
